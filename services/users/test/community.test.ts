import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { ACTIVITY_POINTS } from '@byway/contracts/rules';
import { definition } from '../src/definition.js';
import { communityName } from '../src/domain/community.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id listInCommunity } }`;
const RECORD = `mutation($input: ActivityInput!) { recordActivity(input: $input) { totalPoints } }`;
const LIST = `mutation($listed: Boolean!) { setListInCommunity(listed: $listed) { id listInCommunity } }`;
const TOP = `query($limit: Int) { topContributors(limit: $limit) { name totalPoints level } }`;

interface Contributor {
  name: string;
  totalPoints: number;
  level: string;
}

describe('community: top contributors who chose to be listed', () => {
  let service: RunningService;
  let url: string;
  // Unique first names, so travellers of other test files never get in the way.
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
    url = service.url;
  });
  afterAll(async () => {
    await service?.stop();
  });

  async function traveller(firstName: string, lastName: string, trips: number): Promise<string> {
    const result = await callSubgraph<{ signUp: { id: string; listInCommunity: boolean } }>(url, SIGN_UP, {
      input: { email: `c-${randomUUID()}@example.com`, password: 'long enough pw', firstName, lastName },
    });
    expect(result.errors).toBeUndefined();
    // Nobody is listed until they choose to be.
    expect(result.data!.signUp.listInCommunity).toBe(false);
    const id = result.data!.signUp.id;
    for (let trip = 1; trip <= trips; trip++) {
      const recorded = await callSubgraph(
        url,
        RECORD,
        { input: { action: 'trip_planned', relatedId: String(trip) } },
        callerFor(id, { scopes: ['activity:record'] }),
      );
      expect(recorded.errors).toBeUndefined();
    }
    return id;
  }
  const list = (id: string | null, listed: unknown) =>
    callSubgraph<{ setListInCommunity: { id: string; listInCommunity: boolean } }>(
      url,
      LIST,
      { listed },
      callerFor(id),
    );
  const top = async (limit?: number) => {
    const result = await callSubgraph<{ topContributors: Contributor[] }>(
      url,
      TOP,
      { limit },
      callerFor(null),
    );
    expect(result.errors).toBeUndefined();
    return result.data!.topContributors.filter((contributor) => contributor.name.includes(tag));
  };

  it('lists only travellers who opted in, with points, most first, by first name and initial', async () => {
    const ada = await traveller(`Ada${tag}`, 'Lovelace', 3);
    const grace = await traveller(`Grace${tag}`, 'hopper', 1);
    // Five trips, more points than anyone here, but never chose to be listed.
    await traveller(`Hidden${tag}`, 'Person', 5);
    const noPoints = await traveller(`Zero${tag}`, 'Points', 0);
    expect(await top(20)).toEqual([]);

    expect((await list(ada, true)).data!.setListInCommunity.listInCommunity).toBe(true);
    expect((await list(grace, true)).errors).toBeUndefined();
    expect((await list(noPoints, true)).errors).toBeUndefined();

    const listed = await top(20);
    expect(listed).toEqual([
      { name: `Ada${tag} L.`, totalPoints: 3 * ACTIVITY_POINTS.trip_planned, level: expect.any(String) },
      { name: `Grace${tag} H.`, totalPoints: ACTIVITY_POINTS.trip_planned, level: expect.any(String) },
    ]);
    // Never the full last name, the email or the id.
    expect(JSON.stringify(listed)).not.toMatch(/Lovelace|example\.com/);
    expect(JSON.stringify(listed)).not.toContain(ada);

    // Changing one's mind takes them off the list.
    expect((await list(ada, false)).data!.setListInCommunity.listInCommunity).toBe(false);
    expect((await top(20)).map((contributor) => contributor.name)).toEqual([`Grace${tag} H.`]);
  });

  it('refuses a signed-out choice and a limit outside 1-20', async () => {
    expect((await list(null, true)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const limit of [0, 21]) {
      const result = await callSubgraph(url, TOP, { limit }, callerFor(null));
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('names a traveller by first name and initial, or first name alone', () => {
    expect(communityName({ firstName: ' Ada ', lastName: 'lovelace' })).toBe('Ada L.');
    expect(communityName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(communityName({ firstName: '', lastName: 'Lovelace' })).toBeNull();
  });
});
