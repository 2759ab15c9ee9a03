// The media service's indexes as its models declare them (services/media/src/data-access/models.ts), and
// the rate limiter's hits (services/kit/src/rate-limits.ts).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  geo_tagged_images: [[{ userId: 1 }], [{ isPublic: 1, createdAt: -1 }], [{ category: 1 }]],
  geo_tagged_image_reactions: [
    [{ imageId: 1 }],
    [{ userId: 1 }],
    [{ imageId: 1, kind: 1 }],
    [{ userId: 1, kind: 1 }],
  ],
  rate_limit_hits: [[{ bucket: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'media'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'media'), INDEXES);
