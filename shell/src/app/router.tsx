import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layouts/app-layout';
import { Spinner } from '../components/ui/spinner';
import { LandingPage } from '../features/landing/components/landing-page';
import { LoginPage } from '../features/login/components/login-page';
import { AboutPage } from '../features/marketing/components/about-page';
import { PrivacyPage } from '../features/marketing/components/privacy-page';
import { TermsPage } from '../features/marketing/components/terms-page';
import { PricingPage } from '../features/marketing/components/pricing-page';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import { ContactPage } from '../features/support/components/contact-page';
import { HelpPage } from '../features/support/components/help-page';
import { useAuth } from '../lib/auth';
import { REMOTE_MODULES } from '../lib/shell-contract';
import { usePageTitle } from './page-title';
import { RequireAuth } from './require-auth';
import { NotFoundPage } from './routes/not-found';

/**
 * The route table of spec section 2. Public pages are always reachable; signed-in pages sit behind
 * RequireAuth; `/` is the landing page when signed out and the trips dashboard (remote) when signed in.
 */
export function AppRoutes() {
  const { user, status } = useAuth();
  usePageTitle(Boolean(user));
  if (status === 'loading') return <Spinner fullPage />;

  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/"
        element={
          user ? (
            <AppLayout>
              <RemoteSlot moduleId={REMOTE_MODULES.dashboard} />
            </AppLayout>
          ) : (
            <LandingPage />
          )
        }
      />
      <Route element={<AppLayout />}>
        {/* Public always */}
        <Route path="/community" element={<RemoteSlot moduleId={REMOTE_MODULES.community} />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/onboarding" element={<RemoteSlot moduleId={REMOTE_MODULES.onboarding} />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/test-map" element={<RemoteSlot moduleId={REMOTE_MODULES.testMap} />} />
        <Route path="/trip-packs" element={<RemoteSlot moduleId={REMOTE_MODULES.tripPacks} />} />
        <Route path="/public-trip/:id" element={<RemoteSlot moduleId={REMOTE_MODULES.publicTrip} />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />

        {/* Signed in only */}
        <Route element={<RequireAuth />}>
          <Route path="/trips" element={<RemoteSlot moduleId={REMOTE_MODULES.trips} />} />
          <Route path="/trip-builder" element={<RemoteSlot moduleId={REMOTE_MODULES.tripBuilder} />} />
          <Route path="/trip/:id" element={<RemoteSlot moduleId={REMOTE_MODULES.tripDetail} />} />
          <Route path="/discover-places" element={<RemoteSlot moduleId={REMOTE_MODULES.hiddenGems} />} />
          <Route
            path="/geo-tagged-images"
            element={<RemoteSlot moduleId={REMOTE_MODULES.geoTaggedImages} />}
          />
          <Route path="/profile-setup" element={<RemoteSlot moduleId={REMOTE_MODULES.profileSetup} />} />
          <Route path="/profile" element={<RemoteSlot moduleId={REMOTE_MODULES.profile} />} />
          <Route path="/achievements" element={<RemoteSlot moduleId={REMOTE_MODULES.achievements} />} />
          <Route path="/hidden-gems" element={<RemoteSlot moduleId={REMOTE_MODULES.hiddenGems} />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
