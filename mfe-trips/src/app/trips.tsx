// Exposed to the shell as mfe_trips/Trips (module-federation.config.ts): the /trips page.
import { MyTrips } from '../features/trip-list/components/my-trips';

export default MyTrips;
