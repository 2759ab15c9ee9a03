// Exposed to the shell as mfe_account/Profile (module-federation.config.ts).
import { ProfilePage } from '../features/profile/components/profile-page';

export default ProfilePage;
