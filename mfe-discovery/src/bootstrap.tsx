import '@byway/web-build/strict-csp';
import { mountStandalone } from '@byway/web-build/standalone';
import GeoTaggedImages from './app/geo-tagged-images';
import Community from './app/community';
import HiddenGems from './app/hidden-gems';
import TripPacks from './app/trip-packs';

mountStandalone('mfe-discovery', [
  { path: '/', Component: TripPacks },
  { path: '/trip-packs', Component: TripPacks },
  { path: '/discover-places', Component: HiddenGems },
  { path: '/hidden-gems', Component: HiddenGems },
  { path: '/community', Component: Community },
  { path: '/geo-tagged-images', Component: GeoTaggedImages },
]);
