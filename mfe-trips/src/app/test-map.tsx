// Exposed to the shell as mfe_trips/TestMap (module-federation.config.ts), mounted at /test-map (public).
import { RouteMapDemo } from '../components/journey-map/components/route-map-demo';

export default RouteMapDemo;
