import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { createResolvers } from '../src/resolvers/index.js';

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
  let service: RunningService;

  beforeAll(async () => {
    // The offline planner regardless of the developer's own environment.
    service = await startService(
      { ...definition, resolvers: (connection) => createResolvers(connection, {}) },
      testMongoUri(),
    );
  });
  afterAll(async () => {
    await service?.stop();
  });

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
        { ...definition, resolvers: (connection) => createResolvers(connection, env) },
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

  it('refuses calls without the internal token', async () => {
    expect((await callSubgraph(service.url, '{ tripThemes { id } }', {}, null)).status).toBe(401);
  });
});
