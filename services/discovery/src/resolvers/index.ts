import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createUsersClient, JSONScalar } from '@byway/kit';
import { createAccountDataRepository } from '../data-access/account-data-repository.js';
import { registerModels } from '../data-access/models.js';
import { createReviewRepository } from '../data-access/review-repository.js';
import { createReviews } from '../domain/reviews.js';
import { createTripPackRepository } from '../data-access/trip-pack-repository.js';
import { seedTripPacks } from '../data-access/trip-pack-seed.js';
import { loadAuthoredPacks } from '../data/authored-packs.js';
import { createAccountData } from '../domain/account-data.js';
import { createTripPacks } from '../domain/trip-packs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountDataResolvers } from './account-data.js';
import { queryResolvers } from './Query.js';
import type { DiscoveryServices } from './services.js';
import { tripPackResolvers } from './TripPack.js';

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

export function createResolvers(connection: Connection, env: NodeJS.ProcessEnv): Resolvers {
  const services = createServices(connection, env);
  const accountData = accountDataResolvers(services);
  return {
    JSON: JSONScalar,
    Query: {
      ...queryResolvers(services),
      ...accountData.Query,
      tripPackReviews: (_, args, { caller }) => services.reviews.ofPack(caller, args.packId),
      myTripPackReview: (_, args, { caller }) => services.reviews.mine(caller, args.packId),
    },
    Mutation: {
      ...accountData.Mutation,
      reviewTripPack: (_, args, { caller }) => services.reviews.review(caller, args.packId, args.input),
      recordTripFromPack: (_, args, { caller }) =>
        services.reviews.recordTripFromPack(caller, args.packId, args.tripId),
    },
    TripPack: tripPackResolvers(services),
  };
}
