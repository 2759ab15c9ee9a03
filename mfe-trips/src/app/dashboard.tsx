// Exposed to the shell as mfe_trips/Dashboard (module-federation.config.ts).
import { Dashboard } from '../features/dashboard/components/dashboard';

export default Dashboard;
