// Exposed to the shell as mfe_discovery/TripPacks (module-federation.config.ts).
import { TripPackFinder } from '../features/trip-pack-finder/components/trip-pack-finder';

export default TripPackFinder;
