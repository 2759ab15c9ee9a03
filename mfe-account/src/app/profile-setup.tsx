// Exposed to the shell as mfe_account/ProfileSetup (module-federation.config.ts).
import { ProfileSetupPage } from '../features/profile-setup/components/profile-setup-page';

export default ProfileSetupPage;
