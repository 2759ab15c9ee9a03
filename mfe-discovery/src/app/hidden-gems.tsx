// Exposed to the shell as mfe_discovery/HiddenGems (module-federation.config.ts): /discover-places and
// /hidden-gems.
import { HiddenGemsPage } from '../features/hidden-gems/components/hidden-gems-page';

export default HiddenGemsPage;
