import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { AppError, signInternalToken, verifyInternalToken } from '../src/index.js';

const secret = 'a-secret-that-is-long-enough-for-hs256-0123';

describe('internal identity token', () => {
  it('round-trips the caller the gateway vouches for', () => {
    const token = signInternalToken({ userId: 'u1', sessionId: 's1', scopes: ['session:read'] }, secret);
    expect(verifyInternalToken(token, secret)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      scopes: ['session:read'],
    });
  });

  it('represents anonymous callers without a user', () => {
    const token = signInternalToken({ userId: null, sessionId: null, scopes: [] }, secret);
    expect(verifyInternalToken(token, secret)).toEqual({ userId: null, sessionId: null, scopes: [] });
  });

  it.each([
    ['missing', undefined],
    [
      'signed with another key',
      signInternalToken({ userId: 'u1', sessionId: null, scopes: [] }, `${secret}x`),
    ],
    [
      'unsigned (alg none)',
      jwt.sign({ sub: 'u1' }, '', {
        algorithm: 'none',
        issuer: 'byway-gateway',
        audience: 'byway-subgraphs',
      }),
    ],
    [
      'expired',
      jwt.sign({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
        issuer: 'byway-gateway',
        audience: 'byway-subgraphs',
      }),
    ],
    [
      'for another audience',
      jwt.sign({ sub: 'u1' }, secret, { issuer: 'byway-gateway', audience: 'elsewhere', expiresIn: 60 }),
    ],
    [
      'HS512 instead of the pinned HS256',
      jwt.sign({ sub: 'u1' }, secret, {
        algorithm: 'HS512',
        issuer: 'byway-gateway',
        audience: 'byway-subgraphs',
        expiresIn: 60,
      }),
    ],
  ])('rejects a token that is %s', (_what, token) => {
    expect(() => verifyInternalToken(token, secret)).toThrow(AppError);
  });
});
