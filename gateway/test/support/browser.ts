import { parseSetCookie } from 'cookie';

interface StoredCookie {
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: string | undefined;
  secure: boolean;
  maxAge: number | undefined;
}

/**
 * A small browser for tests: a cookie jar keyed like a browser's (by host, not port, honouring Path and
 * Max-Age/Expires), fetch that sends and stores cookies, and redirects followed by hand.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookieHeader = this.cookieHeader(target);
    if (cookieHeader) headers.set('cookie', cookieHeader);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target, response.headers.getSetCookie());
    return response;
  }

  /** GETs `url` and follows redirects until an answer that is not a redirect, or one `stop` accepts. */
  async navigate(
    url: string,
    stop: (location: URL) => boolean = () => false,
  ): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      const response = await this.fetch(current.href);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      const next = new URL(location, current);
      if (stop(next)) return { response, url: next };
      await response.body?.cancel();
      current = next;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Posts a urlencoded form like a browser submitting it, then follows the redirects. */
  async submitForm(action: string, fields: Record<string, string>, stop?: (location: URL) => boolean) {
    const response = await this.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const location = response.headers.get('location');
    if (!location) return { response, url: new URL(action) };
    const next = new URL(location, action);
    if (stop?.(next)) return { response, url: next };
    await response.body?.cancel();
    return this.navigate(next.href, stop);
  }

  cookie(host: string, name: string): StoredCookie | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string): void {
    this.cookiesOf(host).set(name, {
      value,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: undefined,
    });
  }

  private cookiesOf(host: string): Map<string, StoredCookie> {
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  private cookieHeader(url: URL): string {
    const cookies = this.jar.get(url.hostname);
    if (!cookies) return '';
    return [...cookies.entries()]
      .filter(([, cookie]) => pathMatches(url.pathname, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.cookiesOf(url.hostname);
    for (const header of setCookies) {
      const parsed = parseSetCookie(header);
      const expired =
        parsed.maxAge !== undefined
          ? parsed.maxAge <= 0
          : parsed.expires
            ? parsed.expires.getTime() <= Date.now()
            : false;
      if (expired || !parsed.value) {
        cookies.delete(parsed.name);
        continue;
      }
      cookies.set(parsed.name, {
        value: parsed.value,
        path: parsed.path ?? '/',
        httpOnly: parsed.httpOnly ?? false,
        sameSite: typeof parsed.sameSite === 'string' ? parsed.sameSite : undefined,
        secure: parsed.secure ?? false,
        maxAge: parsed.maxAge,
      });
    }
  }
}

/** The `action` of the first form in an HTML page. */
export function formAction(html: string, base: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form in page: ${html.slice(0, 200)}`);
  return new URL(match[1].replaceAll('&amp;', '&'), base).href;
}

/** RFC 6265 path-match. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}
