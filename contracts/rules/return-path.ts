// Where a traveller goes back to after signing in (issue 21): one rule for the shell's /login and the
// gateway's third-party sign-in.
/** The query parameter of /login (and /api/login) that names the page a traveller was sent from. */
export const RETURN_TO_PARAM = 'returnTo';

const BASE = 'https://byway.invalid';

/**
 * A page of this site to return to after sign-in, or null: only a same-site path ('/trip/53?day=2#map'),
 * never another site ('//evil.example', '/\\evil.example', 'https://…'), never the login page itself,
 * and not the home page (where every sign-in goes anyway). Never an open redirect (issue 21).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || /[\\\s]/.test(value)) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/' || url.pathname === '/login' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
