import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_SCOPE, ACCOUNT_EXPORT_SCOPE, TRIP_PACK_TRIP_SCOPE } from '@byway/kit';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';

const RECORD =
  'mutation($packId: Int!, $tripId: Int!) { recordTripFromPack(packId: $packId, tripId: $tripId) }';
const REVIEW = `mutation($packId: Int!, $input: TripPackReviewInput!) {
  reviewTripPack(packId: $packId, input: $input) { id rating comment mine }
}`;
const PACK = 'query($id: Int!) { tripPack(id: $id) { id rating reviews tripCount } }';

/** Reviews of trip packs in the discovery subgraph: who may write them, and what they change. */
describe('discovery: trip-pack reviews', () => {
  let service: RunningService;
  let packId: number;
  const call = (
    query: string,
    variables: Record<string, unknown>,
    userId: string | null,
    scopes: string[] = [],
  ) => callSubgraph<Record<string, unknown>>(service.url, query, variables, callerFor(userId, { scopes }));

  beforeAll(async () => {
    // No users service here: reports of reviews written fail quietly, as they must.
    service = await startService(definition, testMongoUri(), {
      env: { USERS_URL: 'http://127.0.0.1:9/graphql', LOG_LEVEL: 'silent' },
    });
    const result = await call('{ tripPacks(filter: { country: "belize" }) { id } }', {}, null);
    packId = (result.data!.tripPacks as Array<{ id: number }>)[0]!.id;
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('records a trip made from a pack only for the trips service (its scope), counting each traveller once', async () => {
    const refused = await call(RECORD, { packId, tripId: 7 }, 'ada');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(RECORD, { packId, tripId: 7 }, 'ada', [TRIP_PACK_TRIP_SCOPE])).data).toEqual({
      recordTripFromPack: true,
    });
    await call(RECORD, { packId, tripId: 8 }, 'ada', [TRIP_PACK_TRIP_SCOPE]);
    const pack = await call(PACK, { id: packId }, null);
    expect(pack.data!.tripPack).toMatchObject({ tripCount: 1, rating: 0, reviews: 0 });
    const unknown = await call(RECORD, { packId: 987654, tripId: 7 }, 'ada', [TRIP_PACK_TRIP_SCOPE]);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('averages the reviews into the pack, one per traveller, and forgets a deleted account’s', async () => {
    await call(RECORD, { packId, tripId: 9 }, 'grace', [TRIP_PACK_TRIP_SCOPE]);
    await call(REVIEW, { packId, input: { rating: 5, comment: 'Caves!' } }, 'ada');
    await call(REVIEW, { packId, input: { rating: 4 } }, 'grace');
    await call(REVIEW, { packId, input: { rating: 3 } }, 'grace');
    expect((await call(PACK, { id: packId }, null)).data!.tripPack).toMatchObject({ rating: 4, reviews: 2 });
    const noTrip = await call(REVIEW, { packId, input: { rating: 5 } }, 'linus');
    expect(noTrip.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await call(REVIEW, { packId, input: { rating: 5 } }, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const exported = await call('{ discoveryAccountExport }', {}, 'ada', [ACCOUNT_EXPORT_SCOPE]);
    expect(exported.data!.discoveryAccountExport).toMatchObject({
      reviews: [{ rating: 5, comment: 'Caves!' }],
      tripsFromPacks: [{ packId, tripId: 7 }],
    });
    await call('mutation { deleteDiscoveryAccountData }', {}, 'ada', [ACCOUNT_DELETE_SCOPE]);
    expect((await call(PACK, { id: packId }, null)).data!.tripPack).toMatchObject({ rating: 3, reviews: 1 });
    const after = await call(REVIEW, { packId, input: { rating: 5 } }, 'ada');
    expect(after.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
