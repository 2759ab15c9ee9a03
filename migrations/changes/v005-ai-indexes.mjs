// The ai service's indexes as its models declare them (services/ai/src/data-access/models.ts), plan
// progress without Redis (services/ai/src/domain/planner/progress.ts) and the rate limiter's hits.
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  smart_recommendations: [[{ location: 1 }]],
  plan_progress_events: [[{ progressId: 1 }]],
  rate_limit_hits: [[{ bucket: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'ai'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'ai'), INDEXES);
