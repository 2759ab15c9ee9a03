// The trips service's indexes as its models declare them (services/trips/src/data-access/models.ts and
// member-models.ts), and the rate limiter's hits (services/kit/src/rate-limits.ts).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  trips: [[{ userId: 1 }], [{ userId: 1, createdAt: -1 }]],
  trip_plans: [[{ userId: 1 }]],
  trip_stops: [
    [{ tripId: 1 }],
    [{ tripId: 1, dayNumber: 1, orderInDay: 1 }],
    [{ tripId: 1, isCustom: 1 }],
    [{ isCustom: 1, createdAt: -1 }],
  ],
  trip_memories: [[{ tripId: 1, createdAt: -1 }], [{ userId: 1 }]],
  price_alerts: [[{ tripId: 1 }], [{ userId: 1, createdAt: -1 }], [{ isActive: 1, lastAttempted: 1 }]],
  price_observations: [[{ alertId: 1, observedAt: -1 }], [{ userId: 1 }]],
  trip_members: [[{ tripId: 1, joinedAt: 1 }], [{ userId: 1 }]],
  trip_invitations: [[{ tripId: 1, createdAt: 1 }], [{ email: 1 }], [{ tokenHash: 1 }], [{ invitedBy: 1 }]],
  rate_limit_hits: [[{ bucket: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'trips'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'trips'), INDEXES);
