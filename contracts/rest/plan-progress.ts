// zod/mini: the front-ends parse these events in the browser, and the mini build's functions let the
// bundler leave out what these schemas do not use (about 16 kB gzipped in mfe-discovery's build).
import * as z from 'zod/mini';

/**
 * Live progress of a plan (README 'How the offline planner plans'): `GET /api/trips/plan-progress/{uuid}`
 * answers server-sent events, one per step, each named by its type and carrying the event as JSON:
 *
 *     event: day
 *     data: {"type":"day","optionIndex":0,"day":1,"title":"Day 1: Denver to Glenwood Springs","overnight":"Glenwood Springs, CO"}
 *
 * The AI service emits them (services/ai: progress.ts, progress-routes.ts), the gateway relays them as they
 * come, and the trip builder (mfe-trips) and the trip-pack finder (mfe-discovery) read them with
 * parsePlanProgressEvent. One contract for all three.
 */
export const PLAN_PROGRESS_EVENT_TYPES = ['started', 'day', 'done', 'failed'] as const;

const plannerSchema = z.enum(['offline', 'openai']);

export const planProgressEventSchema = z.discriminatedUnion('type', [
  /** Planning began; who plans it. */
  z.object({ type: z.literal('started'), planner: plannerSchema }),
  /** One day of one route option is planned (0 is the option the trip shows first). */
  z.object({
    type: z.literal('day'),
    optionIndex: z.int().check(z.minimum(0)),
    day: z.int().check(z.minimum(1)),
    title: z.string(),
    overnight: z.string(),
  }),
  /** The plan is made; who made it, and why a model's plan was not used when the offline planner stepped in. */
  z.object({ type: z.literal('done'), planner: plannerSchema, fallbackReason: z.nullable(z.string()) }),
  /** Planning failed; what to tell the traveller. */
  z.object({ type: z.literal('failed'), message: z.string().check(z.minLength(1)) }),
]);

export type PlanProgressEvent = z.infer<typeof planProgressEventSchema>;
export type PlanProgressEventType = PlanProgressEvent['type'];

/** Nothing follows a done or failed event: the stream ends. */
export const isFinalPlanProgressEvent = (event: PlanProgressEvent) =>
  event.type === 'done' || event.type === 'failed';

/** Where a client listens for one plan's progress. */
export const planProgressUrl = (progressId: string) =>
  `/api/trips/plan-progress/${encodeURIComponent(progressId)}`;

/** One event as the stream writes it. */
export const planProgressMessage = (event: PlanProgressEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * One event read from the stream (its name and its data), or null for anything that is not an event of
 * this contract: malformed JSON, a missing or wrong field, or data of another type than the event's name.
 */
export function parsePlanProgressEvent(type: string, data: string): PlanProgressEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // The event's name says what it is; data written without its type still reads.
  const { type: named = type } = value as { type?: unknown };
  if (named !== type) return null;
  const parsed = planProgressEventSchema.safeParse({ ...value, type });
  return parsed.success ? parsed.data : null;
}
