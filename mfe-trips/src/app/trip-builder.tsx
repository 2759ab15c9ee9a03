// Exposed to the shell as mfe_trips/TripBuilder (module-federation.config.ts).
import { TripBuilder } from '../features/trip-builder/components/trip-builder';

export default TripBuilder;
