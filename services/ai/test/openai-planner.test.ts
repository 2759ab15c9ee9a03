import { AppError } from '@byway/kit';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelDay, ModelItinerary } from '../src/domain/planner/model-itinerary.js';
import { FirstOptionDayScanner } from '../src/domain/planner/first-option-day-scanner.js';
import { createOpenAiPlanner, type OpenAiPlannerConfig } from '../src/domain/planner/openai-planner.js';
import { tripRequestSchema, type TripRequest } from '../src/domain/planner/request.js';
import type { TripPlan } from '../src/domain/planner/types.js';
import {
  start,
  type ChatCompletionRequestBody,
  type OpenAiCompatibleTestServer,
  type TestModelReply,
} from './support/openai-compatible-test-server.js';

const API_KEY = 'sk-test-do-not-log-0123456789abcdef';
const MODEL = 'test-model';

const request: TripRequest = tripRequestSchema.parse({
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 2,
  themes: ['nature', 'hidden-gems'],
  season: 'fall',
  pace: 'moderate',
  specialRequests: 'We love "hot springs" and {curly} things',
});

const day = (number: number, town: string, stop: string, stopTown: string): ModelDay => ({
  day: number,
  title: `Day ${number}: on to ${town}`,
  // Braces, brackets and an escaped quote inside strings must not confuse the streaming scanner.
  description: `A day of {red rock} and [river] views, "quoted" and all, ending in ${town}.`,
  overnightTown: town,
  stops: [
    {
      name: stop,
      town: stopTown,
      category: 'viewpoint',
      description: `${stop} is worth the stop for its views.`,
      visitMinutes: 60,
    },
  ],
});

const itinerary: ModelItinerary = {
  routeOptions: [
    {
      routeName: 'I-70 Direct',
      vibe: 'The quickest way west',
      days: [
        day(1, 'Glenwood Springs, CO', 'Hanging Lake', 'Glenwood Springs, CO'),
        day(2, 'Moab, UT', 'Arches National Park', 'Moab, UT'),
      ],
    },
    {
      routeName: 'Scenic Byways',
      vibe: 'Mountain passes and canyons',
      days: [
        day(1, 'Ouray, CO', 'Black Canyon of the Gunnison National Park', 'Montrose, CO'),
        day(2, 'Moab, UT', 'Dead Horse Point State Park', 'Moab, UT'),
      ],
    },
    {
      routeName: 'Hidden Gems',
      vibe: 'Quiet corners of the plateau',
      days: [
        day(1, 'Grand Junction, CO', 'Colorado National Monument', 'Fruita, CO'),
        day(2, 'Moab, UT', 'Fisher Towers', 'Moab, UT'),
      ],
    },
  ],
};
const itineraryJson = JSON.stringify(itinerary, null, 1);

const plannedBy = (planner: TripPlan['planner'], model: string | null): TripPlan => ({
  planner,
  model,
  fallbackReason: null,
  routing: 'estimate',
  start: { label: 'Denver, CO', lat: 39.74, lng: -104.99 },
  end: { label: 'Moab, UT', lat: 38.57, lng: -109.55 },
  routeOptions: [],
  notes: [planner === 'offline' ? 'made by the fake offline planner' : 'made by the fake assemble'],
});

/** A fake offline planner that records the requests it was asked to plan. */
function recordingOfflinePlanner(fail?: Error) {
  const calls: TripRequest[] = [];
  return {
    calls,
    async plan(trip: TripRequest): Promise<TripPlan> {
      calls.push(trip);
      if (fail) throw fail;
      return plannedBy('offline', null);
    },
  };
}

/** A fake assemble step that records what it received and returns a fixed plan. */
function recordingAssemble(fail?: Error) {
  const calls: { request: TripRequest; itinerary: ModelItinerary; model: string }[] = [];
  const plan = plannedBy('openai', MODEL);
  return {
    calls,
    plan,
    assemble: async (trip: TripRequest, received: ModelItinerary, model: string) => {
      calls.push({ request: trip, itinerary: received, model });
      if (fail) throw fail;
      return plan;
    },
  };
}

/** A pino logger that writes into a string the test can read. */
function stringLogger() {
  const output = { text: '' };
  const logger = pino({ level: 'debug' }, { write: (line: string) => void (output.text += line) });
  return { logger, output };
}

const servers: OpenAiCompatibleTestServer[] = [];
async function modelServer(respond: (body: ChatCompletionRequestBody) => TestModelReply) {
  const server = await start({ respond });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function setUp(
  server: OpenAiCompatibleTestServer,
  config: Partial<OpenAiPlannerConfig> = {},
  fakes: { offlineFailure?: Error; assembleFailure?: Error; now?: () => Date } = {},
) {
  const offline = recordingOfflinePlanner(fakes.offlineFailure);
  const assembly = recordingAssemble(fakes.assembleFailure);
  const { logger, output } = stringLogger();
  const planner = createOpenAiPlanner({
    config: {
      apiKey: API_KEY,
      model: MODEL,
      baseUrl: server.url,
      maxRetries: 0,
      timeoutMs: 5_000,
      ...config,
    },
    offline,
    assemble: assembly.assemble,
    logger,
    ...(fakes.now ? { now: fakes.now } : {}),
  });
  return { planner, offline, assembly, output };
}

describe('OpenAI planner', () => {
  it("passes the model's streamed itinerary to assemble and returns assemble's plan untouched", async () => {
    const server = await modelServer(() => ({ content: itineraryJson }));
    const { planner, offline, assembly } = setUp(server);

    const plan = await planner.plan(request, 'user-1');

    expect(plan).toBe(assembly.plan);
    expect(assembly.calls).toEqual([{ request, itinerary, model: MODEL }]);
    expect(offline.calls).toHaveLength(0);

    const [body] = server.requests;
    expect(body?.stream).toBe(true);
    expect(body?.model).toBe(MODEL);
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema?.strict).toBe(true);
    const prompt = JSON.stringify(body?.messages);
    expect(prompt).toContain('Denver, CO');
    expect(prompt).toContain('Moab, UT');
    expect(prompt).toContain('exactly 3 route options');
    expect(prompt).toContain('hidden gems');
    expect(prompt).not.toContain('alternative number');
  });

  it('asks for a different plan when regenerating (variant)', async () => {
    const server = await modelServer(() => ({ content: itineraryJson }));
    const { planner } = setUp(server);

    await planner.plan({ ...request, variant: 2 }, 'user-1');

    expect(JSON.stringify(server.requests[0]?.messages)).toContain('alternative number 2');
  });

  it('calls onDay with each day of the first option before the stream ends', async () => {
    const server = await modelServer(() => ({ content: itineraryJson, delayMs: 300, chunkSize: 7 }));
    const { planner } = setUp(server);
    const seen: { day: number; optionIndex: number; title: string; responsesFinished: number }[] = [];

    const plan = planner.plan(request, 'user-1', (modelDay, optionIndex) => {
      seen.push({
        day: modelDay.day,
        optionIndex,
        title: modelDay.title,
        responsesFinished: server.finishedResponses,
      });
    });
    await plan;

    expect(seen).toEqual([
      { day: 1, optionIndex: 0, title: 'Day 1: on to Glenwood Springs, CO', responsesFinished: 0 },
      { day: 2, optionIndex: 0, title: 'Day 2: on to Moab, UT', responsesFinished: 0 },
    ]);
    expect(server.finishedResponses).toBe(1);
  });

  it('falls back to the offline planner on a server error', async () => {
    const server = await modelServer(() => ({ status: 500 }));
    const { planner, offline, assembly, output } = setUp(server);

    const plan = await planner.plan(request, 'user-1');

    expect(plan.planner).toBe('offline');
    expect(plan.fallbackReason).toBe(
      'The AI model is unavailable right now, so the offline planner made this itinerary.',
    );
    expect(offline.calls).toEqual([request]);
    expect(assembly.calls).toHaveLength(0);
    expect(output.text).toContain('"level":40');
    expect(output.text).toContain('"status":500');
  });

  it('retries a failed request once by default', async () => {
    let attempts = 0;
    const server = await modelServer(() => (++attempts === 1 ? { status: 503 } : { content: itineraryJson }));
    const { planner, assembly } = setUp(server, { maxRetries: undefined });

    const plan = await planner.plan(request, 'user-1');

    expect(plan).toBe(assembly.plan);
    expect(server.requests).toHaveLength(2);
  });

  for (const { when, reply } of [
    { when: 'the stream stalls past the timeout', reply: { content: itineraryJson, delayMs: 3_000 } },
    {
      when: 'the server does not answer at all in time',
      reply: { content: itineraryJson, delayMs: 3_000, delayAt: 'headers' as const },
    },
  ]) {
    it(`falls back when ${when}`, async () => {
      const server = await modelServer(() => reply);
      const { planner, offline, assembly } = setUp(server, { timeoutMs: 250 });
      const startedAt = Date.now();

      const plan = await planner.plan(request, 'user-1');

      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(plan.fallbackReason).toBe(
        'The AI model did not answer in time, so the offline planner made this itinerary.',
      );
      expect(offline.calls).toHaveLength(1);
      expect(assembly.calls).toHaveLength(0);
    });
  }

  it('falls back when the answer is not JSON', async () => {
    const server = await modelServer(() => ({
      content: 'Sure! Here is your trip: {routeOptions: [Denver to Moab',
    }));
    const { planner, offline, assembly } = setUp(server);

    const plan = await planner.plan(request, 'user-1');

    expect(plan.fallbackReason).toBe(
      'The AI model returned an itinerary we could not use, so the offline planner made this itinerary.',
    );
    expect(offline.calls).toHaveLength(1);
    expect(assembly.calls).toHaveLength(0);
  });

  it('falls back when the JSON does not match the itinerary schema', async () => {
    const twoOptions = { routeOptions: itinerary.routeOptions.slice(0, 2) };
    const server = await modelServer(() => ({ content: JSON.stringify(twoOptions) }));
    const { planner, offline, assembly, output } = setUp(server);

    const plan = await planner.plan(request, 'user-1');

    expect(plan.fallbackReason).toBe(
      'The AI model returned an itinerary we could not use, so the offline planner made this itinerary.',
    );
    expect(offline.calls).toHaveLength(1);
    expect(assembly.calls).toHaveLength(0);
    expect(output.text).toContain('itinerary schema');
  });

  it('falls back when assemble fails, but lets its input errors through', async () => {
    const server = await modelServer(() => ({ content: itineraryJson }));
    const broken = setUp(server, {}, { assembleFailure: new Error('geocoder exploded') });
    const fellBack = await broken.planner.plan(request, 'user-1');
    expect(fellBack.fallbackReason).toBe(
      "We could not place the AI model's stops on the map, so the offline planner made this itinerary.",
    );
    expect(broken.offline.calls).toHaveLength(1);

    const inputError = AppError.badInput('Unknown place "Atlantis"');
    const rejecting = setUp(server, {}, { assembleFailure: inputError });
    await expect(rejecting.planner.plan(request, 'user-1')).rejects.toBe(inputError);
    expect(rejecting.offline.calls).toHaveLength(0);
  });

  it('uses the offline planner beyond the daily quota of one user, per UTC day', async () => {
    const server = await modelServer(() => ({ content: itineraryJson }));
    let clock = new Date('2025-06-01T23:00:00Z');
    const { planner, offline, assembly } = setUp(server, { dailyQuotaPerUser: 2 }, { now: () => clock });

    expect((await planner.plan(request, 'alice')).planner).toBe('openai');
    expect((await planner.plan(request, 'alice')).planner).toBe('openai');
    const overQuota = await planner.plan(request, 'alice');
    expect(overQuota.planner).toBe('offline');
    expect(overQuota.fallbackReason).toBe(
      "You have used today's AI-planned trips, so the offline planner made this itinerary.",
    );
    expect(server.requests).toHaveLength(2);
    expect(offline.calls).toHaveLength(1);

    expect((await planner.plan(request, 'bob')).planner).toBe('openai');
    expect(server.requests).toHaveLength(3);

    clock = new Date('2025-06-02T00:30:00Z');
    expect((await planner.plan(request, 'alice')).planner).toBe('openai');
    expect(server.requests).toHaveLength(4);
    expect(assembly.calls).toHaveLength(4);
  });

  it('lets an error of the offline planner propagate', async () => {
    const server = await modelServer(() => ({ status: 500 }));
    const unknownPlace = AppError.badInput('We could not find "Nowhereville"');
    const { planner, offline } = setUp(server, {}, { offlineFailure: unknownPlace });

    await expect(planner.plan(request, 'user-1')).rejects.toBe(unknownPlace);
    expect(offline.calls).toHaveLength(1);
  });

  it('never logs the API key, even when the server echoes it', async () => {
    const server = await modelServer(() => ({
      status: 401,
      message: `Incorrect API key provided: ${API_KEY}. You can find your API key at https://platform.openai.com.`,
    }));
    const { planner, output } = setUp(server);

    const plan = await planner.plan(request, 'user-1');

    expect(plan.planner).toBe('offline');
    expect(output.text).toContain('Incorrect API key provided');
    expect(output.text).toContain('"status":401');
    expect(output.text).not.toContain(API_KEY);
    expect(output.text).not.toContain(API_KEY.slice(3, 20));
  });
});

describe('FirstOptionDayScanner', () => {
  it('finds the first option days however the text is cut, and only those', () => {
    for (const size of [1, 3, 16, itineraryJson.length]) {
      const scanner = new FirstOptionDayScanner();
      const found: ModelDay[] = [];
      for (let index = 0; index < itineraryJson.length; index += size) {
        found.push(...scanner.push(itineraryJson.slice(index, index + size)));
      }
      expect(found).toEqual(itinerary.routeOptions[0]?.days);
      expect(scanner.text).toBe(itineraryJson);
    }
  });
});
