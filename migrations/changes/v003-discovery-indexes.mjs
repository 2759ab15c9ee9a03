// The discovery service's indexes as its models declare them (services/discovery/src/data-access/models.ts).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  trip_packs: [[{ continent: 1, country: 1, durationCategory: 1, bestSeason: 1 }], [{ slug: 1 }]],
  reviews: [[{ targetType: 1, targetId: 1 }], [{ userId: 1 }]],
  trip_pack_trips: [[{ userId: 1 }]],
  travel_alerts: [[{ location: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'discovery'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'discovery'), INDEXES);
