// Exposed to the shell as mfe_discovery/Community (module-federation.config.ts): /community.
import { CommunityPage } from '../features/community/components/community-page';

export default CommunityPage;
