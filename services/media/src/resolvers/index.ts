import type { Connection } from 'mongoose';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { createGeoTaggedImageRepository } from '../data-access/geo-tagged-image-repository.js';
import { registerModels } from '../data-access/models.js';
import { createGeoTaggedImages } from '../domain/geo-tagged-images.js';
import { geoTaggedImageResolvers } from './GeoTaggedImage.js';
import { queryResolvers } from './Query.js';
import type { MediaServices } from './services.js';

export function createServices(connection: Connection): MediaServices {
  const models = registerModels(connection);
  return { images: createGeoTaggedImages({ images: createGeoTaggedImageRepository(models) }) };
}

export function createResolvers(connection: Connection): ReturnType<SubgraphServiceDefinition['resolvers']> {
  const services = createServices(connection);
  return {
    Query: queryResolvers(services),
    GeoTaggedImage: geoTaggedImageResolvers(services),
  };
}
