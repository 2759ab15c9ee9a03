import { AppError } from '@byway/kit';
import {
  INVALID_CREDENTIALS_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  type AchievementsResponse,
  type CustomLoginResponse,
  type SignInStatus,
  type UserResponse,
  type UserStatsResponse,
} from '@byway/contracts/rest';
import { clearedCookie, SESSION_COOKIE } from '../../auth/cookies.js';
import { contextOf, execute, sendJson } from '../adapter.js';
import {
  graphqlRoute,
  json,
  ok,
  requestBody,
  TOO_MANY,
  type RestOperation,
  type RestRoute,
} from '../route-table.js';
import { USER_FIELDS } from './fields.js';

const SIGN_UP = `mutation RestSignUpMutation($input: SignUpInput!) { signUp(input: $input) { ${USER_FIELDS} } }`;
const SIGN_IN = `mutation RestSignInMutation($input: SignInInput!) { signIn(input: $input) { ${USER_FIELDS} } }`;
const SIGN_OUT = `mutation RestSignOutMutation { signOut }`;

/** The signed-in traveller, or 401 when the session's user is gone. */
const signedInUser = <T>(me: T | null): T => {
  if (!me) throw new AppError('UNAUTHENTICATED', UNAUTHORIZED_MESSAGE);
  return me;
};

const LOGIN_BODY = json('CustomLoginRequest');

const customLogin: RestOperation = {
  id: 'customLogin',
  method: 'post',
  path: '/api/custom-login',
  tag: 'Account',
  summary: 'Sign in or sign up with email and password',
  description:
    'Sets the `byway_session` cookie. With `isSignUp: true` a new account is made (first and last name ' +
    'required; the users service refuses a weak password with 400). A wrong password and an unknown email ' +
    "get the same 401 'Invalid email or password'.",
  auth: 'public',
  body: LOGIN_BODY,
  answers: [ok('CustomLoginResponse', 'Signed in; the session cookie is set.')],
  errors: [
    { status: 401, when: "'Invalid email or password'." },
    { status: 409, when: 'Sign-up with an email that already has an account.' },
    TOO_MANY('attempts for the account or from the address'),
  ],
};

/**
 * Sign-in status, password sign-in/sign-up, third-party sign-in and sign-out (spec 7), and the traveller's
 * record: stats and achievements.
 */
export const AUTH_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'getCurrentUser',
    method: 'get',
    path: '/api/auth/user',
    tag: 'Account',
    summary: 'The signed-in traveller',
    auth: 'signed-in',
    answers: [ok('User', 'The traveller.')],
    graphql: `query RestCurrentUserQuery { me { ${USER_FIELDS} } }`,
    answer: (data: { me: UserResponse | null }) => signedInUser(data.me),
  }),
  graphqlRoute({
    id: 'getSignInStatus',
    method: 'get',
    path: '/api/auth/session',
    tag: 'Account',
    summary: 'Whether a traveller is signed in, and who',
    description:
      'Answers 200 signed in or not (`user` is null when signed out): the probe a web page makes on load. ' +
      '`GET /api/auth/user` answers 401 when signed out, for clients that want that.',
    auth: 'public',
    answers: [ok('SignInStatus', 'The sign-in status.')],
    graphql: `query RestSignInStatusQuery { me { ${USER_FIELDS} } }`,
    answer: (data: { me: UserResponse | null }): SignInStatus => ({
      signedIn: data.me !== null,
      user: data.me,
    }),
  }),
  graphqlRoute({
    id: 'getUserStats',
    method: 'get',
    path: '/api/user-stats',
    tag: 'Account',
    summary: "The traveller's points, level and counts (the profile's Adventure Stats)",
    auth: 'signed-in',
    answers: [ok('UserStats', 'The stats.')],
    graphql: `query RestUserStatsQuery {
  me { stats { totalPoints level tripsPlanned tripsCompleted photosShared } }
}`,
    answer: (data: { me: { stats: UserStatsResponse } | null }) => signedInUser(data.me).stats,
  }),
  graphqlRoute({
    id: 'getAchievements',
    method: 'get',
    path: '/api/achievements',
    tag: 'Account',
    summary: 'Every achievement with the traveller’s progress, grouped by category',
    auth: 'signed-in',
    answers: [ok('Achievements', 'The achievements.')],
    graphql: `query RestMyAchievementsQuery {
  myAchievements {
    id name description icon category pointsRequired actionRequired actionCount progress maxProgress earned earnedAt
  }
}`,
    answer: (data: { myAchievements: AchievementsResponse }) => data.myAchievements,
  }),
  {
    ...customLogin,
    // The users service limits attempts per account and per address (the same for GraphQL signIn).
    handler: (deps) => async (req, res) => {
      const input = requestBody(LOGIN_BODY, req);
      let user: UserResponse;
      try {
        user = input.isSignUp
          ? (
              await execute<{ signUp: UserResponse }>(deps, res, SIGN_UP, {
                input: {
                  email: input.email,
                  password: input.password,
                  firstName: input.firstName,
                  lastName: input.lastName,
                },
              })
            ).signUp
          : (
              await execute<{ signIn: UserResponse }>(deps, res, SIGN_IN, {
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
    },
  },
  {
    id: 'signInWithProvider',
    method: 'get',
    path: '/api/login',
    tag: 'Account',
    summary: 'Start third-party sign-in (OpenID Connect) in the browser',
    description:
      '`?returnTo=/trip/53` (a path on this site) brings the traveller back to that page once signed in; ' +
      'anything else (another site, /api, /login) is ignored.',
    auth: 'public',
    answers: [{ status: 302, description: "To the identity provider's sign-in page.", redirect: true }],
    handler: (deps) => deps.oidc.login,
  },
  {
    id: 'signInCallback',
    method: 'get',
    path: '/api/callback',
    tag: 'Account',
    summary: "The identity provider's return address (browsers only)",
    auth: 'public',
    answers: [
      {
        status: 302,
        description: "Signed in, to the app; or to '/login?error=signin_failed' when sign-in failed.",
        redirect: true,
      },
    ],
    handler: (deps) => deps.oidc.callback,
  },
  {
    id: 'signOut',
    method: 'get',
    path: '/api/logout',
    tag: 'Account',
    summary: 'Sign out',
    description:
      'Ends the session and clears the cookie. A link on another site cannot sign anyone out (403).',
    auth: 'public',
    answers: [{ status: 302, description: 'Signed out, to the home page.', redirect: true }],
    handler: (deps) => async (_req, res) => {
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
    },
  },
];
