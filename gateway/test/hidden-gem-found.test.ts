import { describe, expect, it } from 'vitest';
import { ACTIVITY_POINTS } from '@byway/contracts/rules';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';
import { graphql as postQuery } from './support/graphql.js';

const GEMS = `query { hiddenGems(input: { interests: ["nature-hikes"], location: "Utah", season: "any" }) { id name } }`;
const EXPLORE = `mutation($id: ID!) { exploreHiddenGem(id: $id) }`;
const STATS = `query { me { stats { totalPoints hiddenGemsFound } } }`;

/** 'Explore' on a hidden gem counts it as found: the ai service reports it, the users service credits it once. */
describe('a hidden gem found through the supergraph', () => {
  const { platform, ada } = platformSuite({ allSubgraphs: true, signedUp: ['ada'] });

  const graphql = async (browser: Browser, query: string, variables: Record<string, unknown> = {}) =>
    (await postQuery(platform, browser, query, variables)).body;
  const stats = async () =>
    ((await graphql(ada, STATS)).data as { me: { stats: { totalPoints: number; hiddenGemsFound: number } } })
      .me.stats;

  it('credits the points and the count once per gem, however often the traveller explores it', async () => {
    const gems = (await graphql(ada, GEMS)).data as { hiddenGems: { id: string; name: string }[] };
    const [first, second] = gems.hiddenGems;
    expect(first?.id).toMatch(/^[a-z0-9-]+$/);
    const before = await stats();

    for (const id of [first!.id, first!.id, second!.id]) {
      expect(await graphql(ada, EXPLORE, { id })).toEqual({ data: { exploreHiddenGem: true } });
    }
    const after = await stats();
    expect(after.hiddenGemsFound - before.hiddenGemsFound).toBe(2);
    // Finding the first gem also unlocks an achievement, whose bonus may add to the gems' own points.
    expect(after.totalPoints - before.totalPoints).toBeGreaterThanOrEqual(
      2 * ACTIVITY_POINTS.hidden_gem_found,
    );
  });

  it('refuses an id that is not a hidden gem, and a signed-out visitor', async () => {
    const unknown = await graphql(ada, EXPLORE, { id: 'not-a-real-gem' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Hidden gem not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const visitor = await graphql(platform.browser(), EXPLORE, { id: 'not-a-real-gem' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
