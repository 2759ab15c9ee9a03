// Exposed to the shell as mfe_account/Achievements (module-federation.config.ts).
import { AchievementsPage } from '../features/achievements/components/achievements-page';

export default AchievementsPage;
