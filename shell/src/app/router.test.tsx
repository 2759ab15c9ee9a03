import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteModuleId, RemoteProps } from '../lib/shell-contract';
import { UnseenAchievementsQuery } from '../features/achievements/achievement-announcer';
import { renderWithShell, TRAVELLER } from '../testing/render';
import { AppRoutes } from './router';

// The remotes are stood in for by a component naming the exposed module the route mounts.
vi.mock('../features/remotes/api/remote-registry', () => ({
  loadRemoteComponent: async (id: RemoteModuleId) =>
    function StandIn({ user }: RemoteProps) {
      return (
        <p>
          Remote {id} for {user ? user.email : 'a visitor'}
        </p>
      );
    },
}));

// A signed-in page asks for achievements earned since the last look: none here.
const nothingUnseen: MockedResponse = {
  request: { query: UnseenAchievementsQuery },
  result: { data: { unseenAchievements: [] } },
};
const signedIn = { auth: { user: TRAVELLER }, mocks: [nothingUnseen] };

describe('AppRoutes', () => {
  it('sends a signed-out visitor of a signed-in-only page to /login', async () => {
    renderWithShell(<AppRoutes />, { path: '/trips' });

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('names the page a signed-out visitor was sent from, so signing in goes back there (issue 21)', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output>{`${pathname}${search}`}</output>;
    }
    renderWithShell(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/trip/53?day=2' },
    );

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('status').textContent).toBe('/login?returnTo=%2Ftrip%2F53%3Fday%3D2');
  });

  it("keeps an invite link's token out of the sign-in address and hands it to the trips page after sign-in (issue 22)", async () => {
    function Where() {
      const { pathname, search, hash } = useLocation();
      return <output>{`${pathname}${search}${hash}`}</output>;
    }
    window.sessionStorage.clear();
    const visitor = renderWithShell(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/join-trip#secret-token' },
    );
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('status').textContent).toBe('/login?returnTo=%2Fjoin-trip');
    visitor.unmount();

    // Back signed in, at /join-trip with no fragment: the waiting token goes to the trips page, once.
    renderWithShell(
      <>
        <AppRoutes />
        <Where />
      </>,
      { path: '/join-trip', ...signedIn },
    );
    await screen.findByText(/Remote mfe_trips\/Trips/);
    expect(screen.getAllByRole('status').some((el) => el.textContent === '/trips#secret-token')).toBe(true);
    expect(window.sessionStorage.getItem('byway.joinTripLink')).toBeNull();
  });

  it('gives every page its own tab title', async () => {
    renderWithShell(<AppRoutes />, { path: '/privacy' });
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    expect(document.title).toBe('Privacy policy · Byway');
    const { pageTitle } = await import('./page-title');
    expect(pageTitle('/trip/12', true)).toBe('Your trip · Byway');
    expect(pageTitle('/', true)).toBe('Your dashboard · Byway');
    expect(pageTitle('/', false)).toBe('Road trips, planned · Byway');
    expect(pageTitle('/nowhere', false)).toBe('Page not found · Byway');
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    renderWithShell(<AppRoutes />, { path: '/no-such-place' });

    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('shows a spinner while the sign-in status loads', () => {
    renderWithShell(<AppRoutes />, { path: '/trips', auth: { status: 'loading' } });

    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('shows the landing page at / when signed out', () => {
    renderWithShell(<AppRoutes />, { path: '/' });

    expect(screen.getByRole('heading', { level: 1, name: /discovery playlist/ })).toBeTruthy();
  });

  it('lets a signed-in traveller reach a signed-in-only page', async () => {
    renderWithShell(<AppRoutes />, { path: '/achievements', ...signedIn });

    await screen.findByText('Remote mfe_account/Achievements for ada@example.test');
    expect(screen.getByRole('button', { name: /your account menu/ })).toBeTruthy();
  });

  it('mounts onboarding for a visitor: it is public', async () => {
    renderWithShell(<AppRoutes />, { path: '/onboarding' });
    await screen.findByText('Remote mfe_account/Onboarding for a visitor');
  });

  it('mounts the profile wizard for a signed-in traveller', async () => {
    renderWithShell(<AppRoutes />, { path: '/profile-setup', ...signedIn });
    await screen.findByText('Remote mfe_account/ProfileSetup for ada@example.test');
  });

  it.each(['/profile-setup', '/achievements'])('sends a visitor of %s to /login', async (path) => {
    renderWithShell(<AppRoutes />, { path });
    await screen.findByRole('heading', { name: 'Welcome back' });
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('shows the real %s page to a visitor', async (path, title) => {
    renderWithShell(<AppRoutes />, { path });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it.each(['/discover-places', '/hidden-gems'])(
    'mounts the hidden gems wizard at %s for a signed-in traveller',
    async (path) => {
      renderWithShell(<AppRoutes />, { path, ...signedIn });
      await screen.findByText('Remote mfe_discovery/HiddenGems for ada@example.test');
      expect(screen.queryByText(/coming soon/i)).toBeNull();
    },
  );

  it('mounts photo discovery at /geo-tagged-images for a signed-in traveller', async () => {
    renderWithShell(<AppRoutes />, { path: '/geo-tagged-images', ...signedIn });
    await screen.findByText('Remote mfe_discovery/GeoTaggedImages for ada@example.test');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('sends a visitor of /geo-tagged-images to /login', async () => {
    renderWithShell(<AppRoutes />, { path: '/geo-tagged-images' });
    await screen.findByRole('heading', { name: 'Welcome back' });
  });

  it.each(['/discover-places', '/hidden-gems'])('sends a visitor of %s to /login', async (path) => {
    renderWithShell(<AppRoutes />, { path });
    await screen.findByRole('heading', { name: 'Welcome back' });
  });

  it('mounts the community page for a visitor: it is public', async () => {
    renderWithShell(<AppRoutes />, { path: '/community' });
    await screen.findByText('Remote mfe_discovery/Community for a visitor');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('mounts the route map demo at /test-map for a visitor: it is public', async () => {
    renderWithShell(<AppRoutes />, { path: '/test-map' });
    await screen.findByText('Remote mfe_trips/TestMap for a visitor');
  });

  it('keeps public pages public', async () => {
    renderWithShell(<AppRoutes />, { path: '/pricing' });

    await screen.findByRole('heading', { level: 1, name: /pricing/i });
  });
});
