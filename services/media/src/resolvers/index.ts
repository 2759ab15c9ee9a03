import type { Connection } from 'mongoose';
import type { ActivityAction } from '@byway/contracts/rules';
import { createLogger, createRateLimiter, createUsersClient, JSONScalar, loadConfig } from '@byway/kit';
import { createAccountDataRepository } from '../data-access/account-data-repository.js';
import { createGeoTaggedImageRepository } from '../data-access/geo-tagged-image-repository.js';
import { createImageFileStore, imageStorageConfigSchema } from '../data-access/image-file-store.js';
import { registerModels } from '../data-access/models.js';
import { createAccountData } from '../domain/account-data.js';
import { createGeoTaggedImages } from '../domain/geo-tagged-images.js';
import { createHighlightImages, highlightImageConfigSchema } from '../domain/highlight-images.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountDataResolvers } from './account-data.js';
import { geoTaggedImageResolvers } from './GeoTaggedImage.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';
import type { MediaServices } from './services.js';
import { tripResolvers } from './Trip.js';

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
  };
}

export function createResolvers(connection: Connection, env: NodeJS.ProcessEnv = process.env): Resolvers {
  const services = createServices(connection, env);
  const highlightImages = createHighlightImages(loadConfig(highlightImageConfigSchema, env), {
    logger: createLogger('media', env.LOG_LEVEL ?? 'info'),
  });
  const accountData = accountDataResolvers(services);
  return {
    JSON: JSONScalar,
    Query: { ...queryResolvers(services), ...accountData.Query },
    Mutation: { ...mutationResolvers(services), ...accountData.Mutation },
    GeoTaggedImage: geoTaggedImageResolvers(services),
    Trip: tripResolvers(highlightImages),
  };
}
