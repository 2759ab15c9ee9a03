import type { GeoTaggedImages } from '../domain/geo-tagged-images.js';

export interface MediaServices {
  images: GeoTaggedImages;
}
