import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createRateLimiter, createUsersClient, type Logger } from '@byway/kit';
import { createAccountDataRepository } from './data-access/account-data-repository.js';
import { createDiscoveryClient } from './data-access/discovery-client.js';
import { createMemberRepository } from './data-access/member-repository.js';
import { createMemoryRepository } from './data-access/memory-repository.js';
import { createPeopleClient } from './data-access/people-client.js';
import { registerModels } from './data-access/models.js';
import { createPlannerClient } from './data-access/planner-client.js';
import { createPriceAlertRepository } from './data-access/price-alert-repository.js';
import { createTripDeletion } from './data-access/trip-deletion.js';
import { createTripRepository } from './data-access/trip-repository.js';
import { createAccountData, type AccountData } from './domain/account-data.js';
import { createLivePlan, type LivePlan } from './domain/live-plan.js';
import { createMemories, type Memories } from './domain/memories.js';
import { createPlanEdits, type PlanEdits } from './domain/plan-edits.js';
import { createPriceAlerts, type PriceAlerts } from './domain/price-alerts.js';
import { createPriceChecker } from './domain/price-sources/price-checker.js';
import { priceSourceFromEnv } from './domain/price-sources/price-source-config.js';
import { createPublicTrips, type PublicTrips } from './domain/public-trips.js';
import { createTripAccess, type TripAccess } from './domain/trip-access.js';
import { createTripCosts, type TripCosts } from './domain/trip-costs.js';
import { createTripMembers, type TripMembers } from './domain/trip-members.js';
import { createTrips, type Trips } from './domain/trips.js';

/**
 * The trips service's composition root: data access, the other services' clients and the use cases wired
 * for the GraphQL resolvers, and the background price checks (definition.ts).
 */

/** What the resolvers call. */
export interface TripsServices {
  trips: Trips;
  memories: Memories;
  priceAlerts: PriceAlerts;
  publicTrips: PublicTrips;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
  /** The trip cost forecast, computed from the stored plan. */
  costs: TripCosts;
  /** Hand edits of a trip's plan by its owner and editors (issue 22). */
  planEdits: PlanEdits;
  /** Who may do what with a trip: the one access rule (issue 22). */
  access: TripAccess;
  /** Co-travellers: members, invitations, the lists of trips shared with the caller (issue 22). */
  members: TripMembers;
  /** The trip's plan and its live document: the collaboration service's seed and read model (issue 22). */
  livePlan: LivePlan;
}

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): TripsServices {
  const models = registerModels(connection);
  const trips = createTripRepository(connection, models);
  // Points and achievements: what travellers do here is reported to the users service.
  const activity = createUsersClient<ActivityAction>('trips', env);
  const members = createMemberRepository(connection, models);
  const people = createPeopleClient(env);
  const access = createTripAccess({ trips, members });
  return {
    trips: createTrips({
      trips,
      planner: createPlannerClient(env),
      activity,
      packs: createDiscoveryClient(env),
      limits: createRateLimiter(connection, env),
      access,
    }),
    memories: createMemories({
      trips,
      memories: createMemoryRepository(connection, models),
      members,
      access,
      activity,
    }),
    priceAlerts: createPriceAlerts({ access, alerts: createPriceAlertRepository(connection, models) }),
    publicTrips: createPublicTrips({ trips, access, activity }),
    accountData: createAccountData({ data: createAccountDataRepository(models), people }),
    costs: createTripCosts({ trips, access }),
    planEdits: createPlanEdits({ trips, access }),
    access,
    members: createTripMembers({ trips, members, people, access, deleteTrip: createTripDeletion(models) }),
    livePlan: createLivePlan({ trips }),
  };
}

/**
 * The trips service's background price checks: nothing with PRICE_SOURCE=none (the default), else a
 * round a minute over the alerts due. Answers how to stop them.
 */
export function startPriceChecks(
  connection: Connection,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): (() => void) | undefined {
  const { source, intervalMinutes } = priceSourceFromEnv(env);
  if (!source) {
    logger.info('price source: none (travellers record the prices they see)');
    return undefined;
  }
  const alerts = createPriceAlertRepository(connection, registerModels(connection));
  logger.info({ priceSource: source.name, intervalMinutes }, 'price checks started');
  return createPriceChecker({ alerts, source, logger, intervalMinutes }).start();
}
