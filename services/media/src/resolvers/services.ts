import type { AccountData } from '../domain/account-data.js';
import type { GeoTaggedImages } from '../domain/geo-tagged-images.js';

export interface MediaServices {
  images: GeoTaggedImages;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
}
