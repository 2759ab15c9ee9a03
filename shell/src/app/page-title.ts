import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

const SITE = 'Byway';

/** Each route's tab title (a browser tab, a bookmark and a screen reader name the page by it). */
const TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/', 'Road trips, planned'],
  ['/login', 'Sign in'],
  ['/trips', 'My trips'],
  ['/trip-builder', 'Plan a trip'],
  ['/trip/:id', 'Your trip'],
  ['/public-trip/:id', 'Shared trip'],
  ['/trip-packs', 'Trip packs'],
  ['/discover-places', 'Hidden gems'],
  ['/hidden-gems', 'Hidden gems'],
  ['/geo-tagged-images', 'Photo discovery'],
  ['/community', 'Community'],
  ['/test-map', 'Route map demo'],
  ['/onboarding', 'Welcome'],
  ['/profile-setup', 'Travel preferences'],
  ['/profile', 'Your profile'],
  ['/achievements', 'Achievements'],
  ['/pricing', 'Pricing'],
  ['/about', 'About'],
  ['/help', 'Help'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
];

export function pageTitle(pathname: string, signedIn: boolean): string {
  if (pathname === '/' && signedIn) return `Your dashboard · ${SITE}`;
  const match = TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return match ? `${match[1]} · ${SITE}` : `Page not found · ${SITE}`;
}

/** Keeps the tab title in step with the route. */
export function usePageTitle(signedIn: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, signedIn);
  }, [pathname, signedIn]);
}
