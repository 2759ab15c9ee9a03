import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, internalHeaders } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import type { TripPlan } from '../src/domain/planner/types.js';
import { startOpenAiCompatibleTestServer } from './support/openai-compatible-test-server.js';
import { PLAN_TRIP } from '../../trips/src/data-access/planner-client.js';
import { useOfflineAiService } from './support/ai-service.js';

const SPEC_THEMES = [
  'nature',
  'hidden-gems',
  'adventure',
  'wellness',
  'scenic-drives',
  'history',
  'arts-culture',
  'quirky',
  'foodie',
  'coffee',
  'breweries',
  'music',
  'shopping',
  'photography',
  'lodging',
  'spiritual',
];

describe('ai subgraph', () => {
  // The offline planner regardless of the developer's own environment.
  const service = useOfflineAiService();

  it('offers exactly the 16 trip-builder themes, each labelled and described', async () => {
    const result = await callSubgraph<{
      tripThemes: Array<{ id: string; label: string; description: string }>;
    }>(service.url, '{ tripThemes { id label description } }', {}, callerFor(null));
    const themes = result.data!.tripThemes;
    expect(themes.map((t) => t.id)).toEqual(SPEC_THEMES);
    for (const theme of themes) {
      expect(theme.label.trim()).not.toBe('');
      expect(theme.description.trim()).not.toBe('');
    }
  });

  it('answers the offline planner when no API key is configured', async () => {
    const result = await callSubgraph(service.url, '{ plannerInfo { mode model } }', {}, callerFor(null));
    expect(result.data).toEqual({ plannerInfo: { mode: 'offline', model: null } });
  });

  it('names the configured model when an API key is set', async () => {
    const withKey = (env: NodeJS.ProcessEnv) =>
      startService(
        {
          ...definition,
          resolvers: (connection) => definition.resolvers(connection, { NODE_ENV: 'test', ...env }),
        },
        testMongoUri(),
      );
    for (const [env, model] of [
      [{ OPENAI_API_KEY: 'sk-test' }, 'gpt-4o-mini'],
      [{ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4.1' }, 'gpt-4.1'],
    ] as const) {
      const configured = await withKey(env);
      try {
        const result = await callSubgraph(
          configured.url,
          '{ plannerInfo { mode model } }',
          {},
          callerFor(null),
        );
        expect(result.data).toEqual({ plannerInfo: { mode: 'openai', model } });
      } finally {
        await configured.stop();
      }
    }
  });

  describe('planTrip (the trips service’s internal call)', () => {
    // The document the trips service sends (every field of the typed plan).
    const PLAN = PLAN_TRIP;
    const input = {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
      themes: ['nature'],
      season: null,
    };
    const planner = callerFor('alice', { scopes: ['trips:plan'] });

    it('plans only for a caller holding the planning scope', async () => {
      const refused = await callSubgraph(service.url, PLAN, { input }, callerFor('alice'));
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const result = await callSubgraph<{ planTrip: TripPlan }>(service.url, PLAN, { input }, planner);
      expect(result.data?.planTrip.routeOptions).toHaveLength(3);
      expect(result.data?.planTrip.planner).toBe('offline');
    });

    it('names invalid input', async () => {
      const result = await callSubgraph(
        service.url,
        PLAN,
        { input: { ...input, season: 'monsoon' } },
        planner,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors?.[0]?.extensions?.issues)).toContain('season');
    });

    it('uses a configured model, placing its stops with our own data, and falls back when it fails', async () => {
      const day = (n: number, stops: { name: string; town: string }[], overnightTown: string) => ({
        day: n,
        title: `Day ${n}`,
        description: 'A day of red rock and river canyons.',
        overnightTown,
        stops: stops.map((stop) => ({
          ...stop,
          category: 'nature',
          description: 'A place the model suggests.',
          visitMinutes: 90,
        })),
      });
      const option = (routeName: string) => ({
        routeName,
        vibe: 'Canyon country',
        days: [
          day(
            1,
            [
              { name: 'Red Rocks Park and Amphitheatre', town: 'Morrison, CO' },
              { name: 'Unicorn Diner', town: 'Atlantis' },
            ],
            'Glenwood Springs, CO',
          ),
          day(2, [{ name: 'Arches National Park', town: 'Moab, UT' }], 'Moab, UT'),
        ],
      });
      let failing = false;
      const model = await startOpenAiCompatibleTestServer({
        respond: () =>
          failing
            ? { status: 500 }
            : {
                content: JSON.stringify({
                  routeOptions: [option('Fast way'), option('Scenic way'), option('Canyon way')],
                }),
              },
      });
      const configured = await startService(
        {
          ...definition,
          resolvers: (connection) =>
            definition.resolvers(connection, {
              OPENAI_API_KEY: 'sk-test-key',
              OPENAI_BASE_URL: model.url,
              LOG_LEVEL: 'silent',
              NODE_ENV: 'test',
            }),
        },
        testMongoUri(),
      );
      try {
        // The model's days are reported on the progress channel as they stream in.
        const progressId = randomUUID();
        const stream = await fetch(
          configured.url.replace(/\/graphql$/, `/internal/plan-progress/${progressId}`),
          {
            headers: internalHeaders(planner),
          },
        );
        const result = await callSubgraph<{ planTrip: TripPlan }>(
          configured.url,
          PLAN,
          { input: { ...input, progressId } },
          planner,
        );
        const events = await stream.text();
        expect([...events.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])).toEqual([
          'started',
          'day',
          'day',
          'done',
        ]);
        expect(events).toContain('"overnight":"Glenwood Springs, CO"');
        const plan = result.data!.planTrip;
        expect(plan).toMatchObject({ planner: 'openai', fallbackReason: null });
        const stops = plan.routeOptions[0]!.stops;
        // The model's unknown place is dropped; known ones carry our coordinates, not the model's.
        expect(stops.map((stop) => stop.name)).not.toContain('Unicorn Diner');
        const arches = stops.find((stop) => stop.name === 'Arches National Park');
        expect(arches?.placeId).toBe('arches-national-park');
        expect(plan.routeOptions[0]!.dailySegments[0]!.driveSummary.estimatedHours).toBeGreaterThan(0);
        expect(model.requests.length).toBeGreaterThan(0);

        failing = true;
        const fallback = (
          await callSubgraph<{ planTrip: TripPlan }>(configured.url, PLAN, { input }, planner)
        ).data!.planTrip;
        expect(fallback.planner).toBe('offline');
        expect(fallback.fallbackReason).toMatch(/offline planner/);
        expect(fallback.routeOptions).toHaveLength(3);
      } finally {
        await configured.stop();
        await model.close();
      }
    });
  });

  describe('stop analysis, hidden gems and smart recommendations', () => {
    it('are for signed-in travellers', async () => {
      for (const query of [
        '{ analyzeStop(input: { name: "Arches National Park" }) { description } }',
        '{ hiddenGems(input: { interests: ["nature-hikes"] }) { name } }',
      ]) {
        const result = await callSubgraph(service.url, query, {}, callerFor(null));
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    it('recommends for a trip from its season and stops (entity with required fields)', async () => {
      const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Trip {
        smartRecommendations { id recommendationType title confidence metadata validFrom } } } }`;
      const reps = [
        {
          __typename: 'Trip',
          id: 1,
          season: 'summer',
          keptRouteStops: [
            { name: 'Arches National Park', category: 'nature', latitude: 38.6164, longitude: -109.6198 },
          ],
        },
      ];
      const result = await callSubgraph<{
        _entities: {
          smartRecommendations: {
            recommendationType: string;
            confidence: number;
            metadata: Record<string, unknown>;
          }[];
        }[];
      }>(service.url, query, { reps }, callerFor('alice'));
      const list = result.data!._entities[0]!.smartRecommendations;
      const types = list.map((item) => item.recommendationType);
      expect(types).toContain('weather_alternative');
      // Utah in summer: monsoon flash floods and desert heat are known hazards.
      expect(types).toContain('avoid_warning');
      expect(list.every((item) => Number.isInteger(item.confidence) && item.confidence <= 100)).toBe(true);
    });
  });

  it('refuses calls without the internal token', async () => {
    expect((await callSubgraph(service.url, '{ tripThemes { id } }', {}, null)).status).toBe(401);
  });
});
