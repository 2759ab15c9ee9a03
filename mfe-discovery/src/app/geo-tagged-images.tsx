// Exposed to the shell as mfe_discovery/GeoTaggedImages (module-federation.config.ts).
import { PhotoDiscoveryPage } from '../features/photo-discovery/components/photo-discovery-page';

export default PhotoDiscoveryPage;
