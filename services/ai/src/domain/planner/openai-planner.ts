import { AppError, type Logger } from '@byway/kit';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { FirstOptionDayScanner } from './first-option-day-scanner.js';
import { modelItinerarySchema, type ModelDay, type ModelItinerary } from './model-itinerary.js';
import { buildPlannerPrompt } from './planner-prompt.js';
import type { TripRequest } from './request.js';
import type { TripPlan } from './types.js';

export interface OpenAiPlannerConfig {
  apiKey: string;
  model: string;
  /** An OpenAI-compatible server; the SDK's default (api.openai.com) when unset. */
  baseUrl?: string;
  /** The whole model call, streamed answer included. */
  timeoutMs?: number;
  /** Retries of a failed request (connection errors, 408/409/429/5xx) inside timeoutMs. */
  maxRetries?: number;
  /** Model plans per user per UTC day; beyond it the offline planner answers without asking the model. */
  dailyQuotaPerUser?: number;
}

export interface OpenAiPlannerOptions {
  config: OpenAiPlannerConfig;
  offline: { plan(request: TripRequest): Promise<TripPlan> };
  /** Turns the model's names and towns into a plan: geocodes and measures with our own code. */
  assemble: (request: TripRequest, itinerary: ModelItinerary, model: string) => Promise<TripPlan>;
  logger?: Logger;
  now?: () => Date;
  /**
   * Counts one model plan for the traveller; false when today's are used up. The service keeps it in the
   * database (every replica counts the same plans); without it, this process counts per UTC day.
   */
  takeQuota?: (userId: string, dailyQuota: number) => Promise<boolean>;
}

/** Called with each day of the first route option as soon as the model has finished writing it. */
export type OnModelDay = (day: ModelDay, optionIndex: number) => void;

export interface OpenAiPlanner {
  /**
   * A plan from the model, or from the offline planner (with fallbackReason) when the model cannot be
   * used. Days passed to onDay are the model's draft: if the model fails later, the plan returned is
   * the offline one. Errors of the offline planner (an unknown place) propagate.
   */
  plan(request: TripRequest, userId: string, onDay?: OnModelDay): Promise<TripPlan>;
}

/** The OpenAI defaults, one owner: the settings (planner-config.ts) default to these too. */
export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_RETRIES = 1;
export const DEFAULT_DAILY_QUOTA_PER_USER = 20;

type FailureKind =
  'quota' | 'timeout' | 'rate-limited' | 'unavailable' | 'refused' | 'unreadable' | 'unplaceable';

/** What the traveller reads on the trip page when the offline planner stood in. */
const FALLBACK_REASONS: Record<FailureKind, string> = {
  quota: "You have used today's AI-planned trips, so the offline planner made this itinerary.",
  timeout: 'The AI model did not answer in time, so the offline planner made this itinerary.',
  'rate-limited': 'The AI model is busy right now, so the offline planner made this itinerary.',
  unavailable: 'The AI model is unavailable right now, so the offline planner made this itinerary.',
  refused: 'The AI model declined this trip, so the offline planner made this itinerary.',
  unreadable:
    'The AI model returned an itinerary we could not use, so the offline planner made this itinerary.',
  unplaceable:
    "We could not place the AI model's stops on the map, so the offline planner made this itinerary.",
};

class PlannerFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlannerFailure';
  }
}

const RESPONSE_FORMAT = (() => {
  // openai v6's zod helper supports zod v4 (it converts with z.toJSONSchema and makes the schema strict).
  // Only the plain fields go on the wire; the helper's parse hooks are for `.parse()`, which is not used.
  const { type, json_schema } = zodResponseFormat(modelItinerarySchema, 'trip_itinerary');
  return { type, json_schema };
})();

export function createOpenAiPlanner(options: OpenAiPlannerOptions): OpenAiPlanner {
  const { config, offline, assemble, logger } = options;
  const now = options.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const dailyQuota = config.dailyQuotaPerUser ?? DEFAULT_DAILY_QUOTA_PER_USER;
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: timeoutMs,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    // Failures are logged below, once and without secrets.
    logLevel: 'off',
  });

  const redact = (text: string) => redactKey(config.apiKey, text);
  const takeLocalQuota = localQuota(now, dailyQuota);
  const takeQuota = (userId: string): Promise<boolean> =>
    options.takeQuota ? options.takeQuota(userId, dailyQuota) : Promise.resolve(takeLocalQuota(userId));

  async function askModel(request: TripRequest, onDay: OnModelDay | undefined): Promise<ModelItinerary> {
    const { system, user } = buildPlannerPrompt(request);
    const deadline = new AbortController();
    // The SDK's own timeout only covers waiting for the response headers; this one covers the stream too.
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: RESPONSE_FORMAT,
          stream: true,
        },
        { signal: deadline.signal },
      );
      const scanner = new FirstOptionDayScanner();
      let finishReason: string | null = null;
      let refusal = '';
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        if (choice.delta.refusal) refusal += choice.delta.refusal;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        if (!choice.delta.content) continue;
        for (const day of scanner.push(choice.delta.content)) {
          try {
            onDay?.(day, 0);
          } catch (error) {
            logger?.warn({ err: redact(String(error)) }, 'openai planner: onDay callback threw');
          }
        }
      }
      // An aborted SDK stream ends quietly instead of throwing.
      if (deadline.signal.aborted) throw timedOut(timeoutMs);
      if (refusal) throw new PlannerFailure('refused', `the model refused: ${refusal}`);
      if (finishReason === 'length')
        throw new PlannerFailure('unreadable', 'the answer was cut off (finish_reason length)');
      return readItinerary(scanner.text, finishReason);
    } catch (error) {
      if (error instanceof PlannerFailure) throw error;
      if (deadline.signal.aborted) throw timedOut(timeoutMs);
      throw classify(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function fallBack(request: TripRequest, userId: string, failure: PlannerFailure): Promise<TripPlan> {
    logger?.warn(
      {
        userId,
        model: config.model,
        reason: failure.kind,
        ...(failure.status === undefined ? {} : { status: failure.status }),
        detail: redact(failure.message),
      },
      'openai planner failed; the offline planner answers',
    );
    const plan = await offline.plan(request);
    return { ...plan, fallbackReason: FALLBACK_REASONS[failure.kind] };
  }

  async function plan(request: TripRequest, userId: string, onDay?: OnModelDay): Promise<TripPlan> {
    if (!(await takeQuota(userId).catch(() => true))) {
      return fallBack(
        request,
        userId,
        new PlannerFailure('quota', `more than ${dailyQuota} model plans today`),
      );
    }
    const startedAt = Date.now();
    let itinerary: ModelItinerary;
    try {
      itinerary = await askModel(request, onDay);
    } catch (error) {
      return fallBack(request, userId, error instanceof PlannerFailure ? error : classify(error));
    }
    try {
      const result = await assemble(request, itinerary, config.model);
      logger?.info({ userId, model: config.model, ms: Date.now() - startedAt }, 'openai planner answered');
      return result;
    } catch (error) {
      // The traveller's own mistake (a place we cannot find) is theirs to fix, not ours to hide.
      if (error instanceof AppError && error.code === 'BAD_USER_INPUT') throw error;
      return fallBack(
        request,
        userId,
        new PlannerFailure('unplaceable', `assembling the model itinerary failed: ${String(error)}`),
      );
    }
  }

  return { plan };
}

/** Never let the key reach a log line, even when a server echoes it in an error message. */
function redactKey(apiKey: string, text: string): string {
  let safe = apiKey.length >= 4 ? text.split(apiKey).join('[redacted]') : text;
  safe = safe.replace(/\b(sk-[A-Za-z0-9_*-]{4,}|Bearer\s+\S+)/g, '[redacted]');
  return safe.length > 500 ? `${safe.slice(0, 500)}...` : safe;
}

/** Counts per user for the current UTC day only; the map starts over when the day changes. */
function localQuota(now: () => Date, dailyQuota: number): (userId: string) => boolean {
  const used = new Map<string, number>();
  let usedDay = '';
  return (userId) => {
    const day = now().toISOString().slice(0, 10);
    if (day !== usedDay) {
      used.clear();
      usedDay = day;
    }
    const count = used.get(userId) ?? 0;
    if (count >= dailyQuota) return false;
    used.set(userId, count + 1);
    return true;
  };
}

/** The model's whole answer as an itinerary, or why it cannot be one. */
function readItinerary(text: string, finishReason: string | null): ModelItinerary {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PlannerFailure(
      'unreadable',
      `the answer is not JSON (${String(error)}; finish_reason ${finishReason ?? 'none'}, ${text.length} characters)`,
    );
  }
  const parsed = modelItinerarySchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new PlannerFailure('unreadable', `the answer does not match the itinerary schema (${issues})`);
  }
  return parsed.data;
}

function timedOut(timeoutMs: number): PlannerFailure {
  return new PlannerFailure('timeout', `no complete answer within ${timeoutMs} ms`);
}

function classify(error: unknown): PlannerFailure {
  if (error instanceof APIConnectionTimeoutError) return new PlannerFailure('timeout', error.message);
  if (error instanceof APIError) {
    const kind = error.status === 429 ? 'rate-limited' : 'unavailable';
    return new PlannerFailure(kind, `${error.constructor.name}: ${error.message}`, error.status);
  }
  return new PlannerFailure('unavailable', String(error));
}
