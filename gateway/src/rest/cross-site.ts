import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@byway/kit';
import { CROSS_SITE_MESSAGE } from '@byway/contracts/rest';
import { sendsBearerToken } from '../auth/api-token.js';

/**
 * A state change must come from the app's own pages: a browser names the page's origin (Origin) and how it
 * relates to ours (Sec-Fetch-Site); anything cross-site is refused before the session is even looked at.
 * Clients that are not browsers send neither and are judged by their session alone; a request with a
 * personal API token is judged by the token alone.
 */
export function refuseCrossSite(req: Request, publicOrigin: string): void {
  // A bearer-token request is a program's, not a browser's: it carries no ambient cookie to abuse (the
  // cookie is ignored when a token is sent), and browsers send Authorization cross-site only after a
  // preflight we never grant.
  if (sendsBearerToken(req)) return;
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin') throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  const origin = req.get('origin');
  if (!origin) return;
  const host = req.get('host');
  const ownOrigins = new Set([publicOrigin, ...(host ? [`${req.protocol}://${host}`] : [])]);
  if (!ownOrigins.has(origin)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
}

const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every REST state change, with a body or without (a bodiless POST or a text/plain one is a "simple"
 * request any site can make the browser send), passes refuseCrossSite. `GET /api/logout` signs out, so a
 * link on another site must not: it is allowed from our own pages and from a typed address or bookmark
 * (Sec-Fetch-Site same-origin, same-site or none), as the spec's sign-out link needs.
 */
export function crossSiteGuard(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (STATE_CHANGES.has(req.method)) refuseCrossSite(req, publicOrigin);
    else if (req.path === '/logout' && req.get('sec-fetch-site') === 'cross-site')
      throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    next();
  };
}
