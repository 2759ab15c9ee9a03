import { Router } from 'express';
import { AppError, parseInput } from '@byway/kit';
import {
  customLoginRequestSchema,
  INVALID_CREDENTIALS_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  type CustomLoginResponse,
} from '@byway/contracts/rest';
import { clearedCookie, SESSION_COOKIE } from '../auth/cookies.js';
import type { OidcSignIn } from '../auth/oidc.js';
import { contextOf, execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  CURRENT_USER,
  MY_ACHIEVEMENTS,
  SIGN_IN,
  SIGN_OUT,
  SIGN_UP,
  USER_STATS,
  type CurrentUserResult,
  type MyAchievementsResult,
  type SignInResult,
  type SignUpResult,
  type UserStatsResult,
} from './operations.js';

/**
 * Sign-in status, password sign-in/sign-up, third-party sign-in and sign-out (spec 7), and the traveller's
 * record: stats and achievements.
 */
export function authRoutes(deps: RestDeps, oidc: OidcSignIn): Router {
  const router = Router();

  router.get('/auth/user', async (_req, res) => {
    requireSignedIn(res);
    const { me } = await execute<CurrentUserResult>(deps, res, CURRENT_USER);
    if (!me) throw new AppError('UNAUTHENTICATED', UNAUTHORIZED_MESSAGE);
    await sendJson(deps, res, 200, me);
  });

  router.get('/user-stats', async (_req, res) => {
    requireSignedIn(res);
    const { me } = await execute<UserStatsResult>(deps, res, USER_STATS);
    if (!me) throw new AppError('UNAUTHENTICATED', UNAUTHORIZED_MESSAGE);
    await sendJson(deps, res, 200, me.stats);
  });

  router.get('/achievements', async (_req, res) => {
    requireSignedIn(res);
    const { myAchievements } = await execute<MyAchievementsResult>(deps, res, MY_ACHIEVEMENTS);
    await sendJson(deps, res, 200, myAchievements);
  });

  router.post('/custom-login', async (req, res) => {
    // The users service limits attempts per account and per address (the same for GraphQL signIn).
    const input = parseInput(customLoginRequestSchema, req.body ?? {});
    let user;
    try {
      user = input.isSignUp
        ? (
            await execute<SignUpResult>(deps, res, SIGN_UP, {
              input: {
                email: input.email,
                password: input.password,
                firstName: input.firstName,
                lastName: input.lastName,
              },
            })
          ).signUp
        : (
            await execute<SignInResult>(deps, res, SIGN_IN, {
              input: { email: input.email, password: input.password },
            })
          ).signIn;
    } catch (error) {
      // One answer for a wrong password and an unknown email, whatever wording the users service chose.
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
        throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
      }
      throw error;
    }
    if (!contextOf(res).session.started) {
      throw new Error('the users service signed the traveller in without announcing a session');
    }
    const body: CustomLoginResponse = { user };
    await sendJson(deps, res, 200, body);
  });

  router.get('/login', oidc.login);
  router.get('/callback', oidc.callback);

  router.get('/logout', async (_req, res) => {
    const context = contextOf(res);
    const { sessionId } = context.caller;
    if (sessionId) {
      try {
        await deps.server.executeOperation({ query: SIGN_OUT }, { contextValue: context });
      } catch (error) {
        context.logger.warn({ err: error }, 'sign-out call failed; clearing the cookie anyway');
      }
      deps.sessions.evict(sessionId);
    }
    res.append('Set-Cookie', clearedCookie(SESSION_COOKIE, deps.cookieSecure));
    res.redirect(302, '/');
  });

  return router;
}
