// Exposed to the shell as mfe_trips/TripDetail (module-federation.config.ts): the page at /trip/:id.
import { TripDetail } from '../features/trip-detail/components/trip-detail';

export default TripDetail;
