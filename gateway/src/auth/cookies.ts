import { parse, serialize, type SerializeOptions } from 'cookie';
import type { Request } from 'express';
import { SESSION_TTL_SECONDS } from './session-token.js';

export const SESSION_COOKIE = 'byway_session';

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[name];
}

function baseOptions(secure: boolean): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, { ...baseOptions(secure), maxAge: SESSION_TTL_SECONDS });
}

export function clearedCookie(name: string, secure: boolean, path = '/'): string {
  return serialize(name, '', { ...baseOptions(secure), path, maxAge: 0, expires: new Date(0) });
}

export function shortLivedCookie(
  name: string,
  value: string,
  secure: boolean,
  path: string,
  maxAgeSeconds: number,
) {
  return serialize(name, value, { ...baseOptions(secure), path, maxAge: maxAgeSeconds });
}
