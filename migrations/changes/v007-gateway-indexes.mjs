// The gateway's idempotency records (gateway/src/idempotency/records.ts): expired ones are removed where
// the server applies TTL indexes (and ignored when read where it does not).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  idempotency_records: [[{ expiresAt: 1 }, { expireAfterSeconds: 0 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'gateway'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'gateway'), INDEXES);
