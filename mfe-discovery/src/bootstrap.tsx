import '@byway/web-build/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@byway/web-build/standalone';
import GeoTaggedImages from './app/geo-tagged-images';
import Community from './app/community';
import HiddenGems from './app/hidden-gems';
import TripPacks from './app/trip-packs';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp
      name="mfe-discovery"
      routes={[
        { path: '/', Component: TripPacks },
        { path: '/trip-packs', Component: TripPacks },
        { path: '/discover-places', Component: HiddenGems },
        { path: '/hidden-gems', Component: HiddenGems },
        { path: '/community', Component: Community },
        { path: '/geo-tagged-images', Component: GeoTaggedImages },
      ]}
    />
  </StrictMode>,
);
