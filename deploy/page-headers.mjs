// The one header policy of the front-ends' pages and files, however they are served: the local front-end
// server (deploy/local/static-server.mjs) sends exactly these, and the production images' nginx
// (deploy/containers/front-end.nginx.conf) writes the same `add_header` lines, which
// deploy/containers/containers.test.ts holds equal to this list. Change a header here and there together.
//
// No Strict-Transport-Security: the pages' servers speak plain http (locally, and nginx behind the TLS
// ingress or proxy); HSTS belongs to whatever terminates TLS. The gateway's answers have their own policy
// (gateway/src/security-headers.ts).

/**
 * The Content-Security-Policy's directives: only what the app loads (its own origin, the remotes' origins
 * for their scripts, styles, fonts and manifests, map tiles and photos over https, generated artwork as
 * data: and blob: URLs; inline styles for styled-components and Leaflet), no plugins, no framing, and
 * forms and <base> only to the app itself. Local runs are plain http, so nothing is upgraded to https.
 * @param {readonly string[]} remoteOrigins
 * @returns {[string, string[]][]}
 */
export function contentSecurityDirectives(remoteOrigins) {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins]],
    ['connect-src', ["'self'", ...remoteOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remoteOrigins]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins]],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The headers of every page and file a front-end serves, in order.
 * @param {{ remoteOrigins?: readonly string[], remote?: boolean }} options `remoteOrigins`: where the
 *   shell loads remotes from (the origins of remotes.json's URLs); `remote`: the server of a remote,
 *   whose files the shell loads from another origin (so they may be read cross-origin, without
 *   credentials).
 * @returns {[string, string][]}
 */
export function pageHeaders({ remoteOrigins = [], remote = false } = {}) {
  const csp = contentSecurityDirectives(remoteOrigins)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', remote ? 'cross-origin' : 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    // frame-ancestors 'none' says it to current browsers; this to the ones that read only the old header.
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // The old XSS auditors did more harm than good; 0 turns them off where they still exist.
    ['X-XSS-Protection', '0'],
    ...(remote
      ? /** @type {[string, string][]} */ ([
          ['Access-Control-Allow-Origin', '*'],
          ['Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS'],
        ])
      : []),
  ];
}

/**
 * The distinct origins of the remotes' URLs (remotes.json's values), in the order they first appear, as
 * the CSP names them; a value that is not an http(s) URL names no origin. The images' nginx reads the
 * same from its mounted remotes.json at start (deploy/containers/remote-origins.sh).
 * @param {Record<string, string>} remotes
 * @returns {string[]}
 */
export function remoteOriginsOf(remotes) {
  return [
    ...new Set(
      Object.values(remotes).flatMap((url) => {
        try {
          const { protocol, origin } = new URL(url);
          return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
        } catch {
          return [];
        }
      }),
    ),
  ];
}
