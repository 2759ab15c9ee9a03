import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, TRAVELLER } from '../testing/render';
import { AppRoutes } from './router';

describe('AppRoutes', () => {
  it('sends a signed-out visitor of a signed-in-only page to /login', async () => {
    renderWithShell(<AppRoutes />, { path: '/trips' });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    renderWithShell(<AppRoutes />, { path: '/no-such-place' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
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

  it('lets a signed-in traveller reach a signed-in-only page', () => {
    renderWithShell(<AppRoutes />, { path: '/achievements', auth: { user: TRAVELLER } });

    expect(screen.getByRole('heading', { name: 'Achievements' })).toBeTruthy();
    expect(screen.getByText('This page is coming soon.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
  });

  it('keeps public pages public', () => {
    renderWithShell(<AppRoutes />, { path: '/pricing' });

    expect(screen.getByRole('heading', { level: 1, name: /pricing/i })).toBeTruthy();
  });
});
