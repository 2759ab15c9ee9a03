// Exposed to the shell as mfe_account/Onboarding (module-federation.config.ts).
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';

export default OnboardingPage;
