import { describe, expect, it } from 'vitest';
import { loginPathFrom, providerLoginPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/trip/53', '/trip/53'],
    ['/trip/53?day=2#map', '/trip/53?day=2#map'],
    ['/trip-packs/7', '/trip-packs/7'],
  ])('keeps a page of this site: %s', (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    null,
    '',
    'trip/53',
    '//evil.example/trip/53',
    '/\\evil.example',
    'https://evil.example/trip/53',
    'javascript:alert(1)',
    '/ /evil.example',
    '/login?returnTo=/trip/53',
    '/',
    '/api/logout',
  ])('refuses anything else: %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

it('refuses a path longer than any page of the site', () => {
  expect(safeReturnPath(`/trip/${'5'.repeat(2048)}`)).toBeNull();
});

describe('loginPathFrom / providerLoginPath', () => {
  it('name the page to come back to, and only a safe one', () => {
    expect(loginPathFrom('/trip/53?day=2')).toBe('/login?returnTo=%2Ftrip%2F53%3Fday%3D2');
    expect(loginPathFrom('//evil.example')).toBe('/login');
    expect(loginPathFrom('/')).toBe('/login');
    expect(providerLoginPath('/trip/53')).toBe('/api/login?returnTo=%2Ftrip%2F53');
    expect(providerLoginPath(null)).toBe('/api/login');
  });
});
