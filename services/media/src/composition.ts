import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createLogger, createRateLimiter, createUsersClient, loadConfig, onePerConnection } from '@byway/kit';
import { createAccountDataRepository } from './data-access/account-data-repository.js';
import { createGeoTaggedImageRepository } from './data-access/geo-tagged-image-repository.js';
import { createImageFileStore, imageStorageConfigSchema } from './data-access/image-file-store.js';
import { registerModels } from './data-access/models.js';
import { createAccountData, type AccountData } from './domain/account-data.js';
import { createGeoTaggedImages, type GeoTaggedImages } from './domain/geo-tagged-images.js';
import {
  createHighlightImages,
  highlightImageConfigSchema,
  type HighlightImages,
} from './domain/highlight-images.js';

/**
 * The media service's composition root: data access and use cases wired once per service instance, used
 * by the GraphQL resolvers and the HTTP routes alike (definition.ts).
 */

/** What the resolvers and routes call. */
export interface MediaServices {
  images: GeoTaggedImages;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
  /** A trip's highlight photo (Unsplash with a key, else generated artwork). */
  highlightImages: HighlightImages;
}

export const servicesFor = onePerConnection(createServices);

export function createServices(connection: Connection, env: NodeJS.ProcessEnv = process.env): MediaServices {
  const models = registerModels(connection);
  const files = createImageFileStore(connection, loadConfig(imageStorageConfigSchema, env));
  return {
    images: createGeoTaggedImages({
      images: createGeoTaggedImageRepository(models, connection),
      files,
      activity: createUsersClient<ActivityAction>('media', env),
      limits: createRateLimiter(connection, env),
    }),
    accountData: createAccountData({ data: createAccountDataRepository(models), files }),
    highlightImages: createHighlightImages(loadConfig(highlightImageConfigSchema, env), {
      logger: createLogger('media', env.LOG_LEVEL ?? 'info'),
    }),
  };
}
