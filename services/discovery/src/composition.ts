import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createUsersClient } from '@byway/kit';
import { createAccountDataRepository } from './data-access/account-data-repository.js';
import { registerModels } from './data-access/models.js';
import { createReviewRepository } from './data-access/review-repository.js';
import { createTripPackRepository } from './data-access/trip-pack-repository.js';
import { seedTripPacks } from './data-access/trip-pack-seed.js';
import { loadAuthoredPacks } from './data/authored-packs.js';
import { createAccountData, type AccountData } from './domain/account-data.js';
import { createReviews, type Reviews } from './domain/reviews.js';
import { createTripPacks, type TripPacks } from './domain/trip-packs.js';

/** The discovery service's composition root: data access and use cases wired for the resolvers. */

/** What the resolvers call. */
export interface DiscoveryServices {
  tripPacks: TripPacks;
  reviews: Reviews;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
}

/**
 * `TRIP_PACKS_SEED=off` starts without the authored packs (tests that store their own). Otherwise every
 * pack file is validated now (a bad one stops the start, naming the file, pack and field) and written to
 * the database before the first pack query answers.
 */
export function createServices(
  connection: Connection,
  env: NodeJS.ProcessEnv = process.env,
): DiscoveryServices {
  const models = registerModels(connection);
  const ready =
    env.TRIP_PACKS_SEED === 'off'
      ? Promise.resolve()
      : seedTripPacks(connection, models, loadAuthoredPacks());
  // Kept for the queries to report; a failed seed must not end the process as an unhandled rejection.
  ready.catch(() => undefined);
  const packs = createTripPackRepository(models);
  return {
    tripPacks: createTripPacks({ packs, ready }),
    reviews: createReviews({
      reviews: createReviewRepository(connection, models),
      packs,
      activity: createUsersClient<ActivityAction>('discovery', env),
      ready,
    }),
    accountData: createAccountData({ data: createAccountDataRepository(models) }),
  };
}
