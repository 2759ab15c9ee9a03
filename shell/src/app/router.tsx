import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { LandingPage } from '../features/landing/components/landing-page';
import { useAuth } from '../lib/auth';
import { REMOTE_MODULES } from '../lib/shell-contract';
import {
  AboutPage,
  ApolloBoundary,
  AppLayout,
  ContactPage,
  HelpPage,
  LoginPage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  RemoteSlot,
  TermsPage,
} from './lazy-pages';
import { JoinTripRedirect } from './join-trip';
import { usePageTitle } from './page-title';
import { RequireAuth } from './require-auth';

/**
 * The route table of spec section 2. Public pages are always reachable; signed-in pages sit behind
 * RequireAuth; `/` is the landing page when signed out and the trips dashboard (remote) when signed in.
 * Every page but the landing page is loaded when first shown (lazy-pages.ts), with Apollo around it.
 */
export function AppRoutes() {
  const { user, status } = useAuth();
  usePageTitle(Boolean(user));
  if (status === 'loading') return <Spinner fullPage />;

  return (
    <Suspense fallback={<Spinner fullPage />}>
      <Routes>
        <Route
          path="/"
          element={
            user ? (
              <ApolloBoundary>
                <AppLayout>
                  <RemoteSlot moduleId={REMOTE_MODULES.dashboard} />
                </AppLayout>
              </ApolloBoundary>
            ) : (
              <LandingPage />
            )
          }
        />
        <Route
          element={
            <ApolloBoundary>
              <Outlet />
            </ApolloBoundary>
          }
        >
          <Route path="/login" element={<LoginPage />} />
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
            <Route path="/join-trip" element={<JoinTripRedirect />} />

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
        </Route>
      </Routes>
    </Suspense>
  );
}
