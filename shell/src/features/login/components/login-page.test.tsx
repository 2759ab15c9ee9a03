import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import { renderWithShell, TRAVELLER } from '../../../testing/render';
import { destinationAfterLogin } from '../api/custom-login';
import { LoginPage } from './login-page';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

function renderLogin(refresh = vi.fn(async () => TRAVELLER), path = '/login') {
  renderWithShell(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/onboarding" element={<h1>Onboarding page</h1>} />
      <Route path="/trip/:id" element={<h1>Trip page</h1>} />
    </Routes>,
    { path, auth: { refresh } },
  );
  return refresh;
}

function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.test' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(navigateAway).mockClear();
  });

  it('signs in, refreshes the sign-in status and goes home when the profile is complete', async () => {
    const fetchMock = vi.fn(async () => Response.json({ user: { ...TRAVELLER, profileCompleted: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const refresh = renderLogin();

    signIn();

    await screen.findByRole('heading', { name: 'Home page' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/custom-login', expect.objectContaining({ method: 'POST' }));
  });

  it('goes to onboarding while the profile is not completed', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ user: { ...TRAVELLER, profileCompleted: false } }));
    renderLogin();

    signIn();

    await screen.findByRole('heading', { name: 'Onboarding page' });
  });

  it('goes back to the page the traveller was sent from, and only to a page of this site (issue 21)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ user: { ...TRAVELLER, profileCompleted: true } }));
    renderLogin(undefined, '/login?returnTo=%2Ftrip%2F53');
    signIn();
    await screen.findByRole('heading', { name: 'Trip page' });
  });

  it('a new traveller sent from a page goes through onboarding, which is told where to come back to', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ user: { ...TRAVELLER, profileCompleted: false } }));
    renderLogin(undefined, '/login?returnTo=%2Ftrip%2F53');
    signIn();
    await screen.findByRole('heading', { name: 'Onboarding page' });
    expect(destinationAfterLogin(true, false, '/trip/53')).toBe('/onboarding?returnTo=%2Ftrip%2F53');
  });

  it.each(['//evil.example/trip/53', 'https://evil.example/', '/login'])(
    'goes home instead of to %s',
    async (returnTo) => {
      vi.stubGlobal('fetch', async () => Response.json({ user: { ...TRAVELLER, profileCompleted: true } }));
      renderLogin(undefined, `/login?returnTo=${encodeURIComponent(returnTo)}`);
      signIn();
      await screen.findByRole('heading', { name: 'Home page' });
    },
  );

  it('asks the third-party sign-in to come back to the page too', () => {
    renderLogin(undefined, '/login?returnTo=%2Ftrip%2F53');
    fireEvent.click(screen.getByRole('button', { name: /^Continue with/ }));
    expect(navigateAway).toHaveBeenCalledWith('/api/login?returnTo=%2Ftrip%2F53');
  });

  it("shows the server's message inline when the sign-in is refused", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Invalid email or password' }, { status: 401 }),
    );
    renderLogin();

    signIn();

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.test');
  });

  it('falls back to the third-party sign-in when the request cannot be sent', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderLogin();

    signIn();

    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/api/login'));
  });

  it('says so when the third-party sign-in came back failed', () => {
    renderWithShell(<LoginPage />, { path: '/login?error=signin_failed' });

    expect(screen.getByRole('status').textContent).toContain("Single sign-on didn't complete");
  });

  it('says what to do when the provider had not confirmed the email (issue 18)', () => {
    renderWithShell(<LoginPage />, { path: '/login?error=email_not_verified' });

    expect(screen.getByRole('status').textContent).toContain(
      "Your sign-in provider hasn't confirmed your email address",
    );
  });

  it('offers the third-party sign-in and a way back home', () => {
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: /^Continue with/ }));

    expect(navigateAway).toHaveBeenCalledWith('/api/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
