import { setTimeout } from 'node:timers/promises';
import { AppError, parseInput, requireScope, type Caller, type RateLimiter } from '@byway/kit';
import type { SessionRepository } from '../data-access/session-repository.js';
import type { UserRecord, UserRepository } from '../data-access/user-repository.js';
import { burnPasswordCheck, hashPassword, prepareDummyHash, verifyPassword } from './password.js';
import { identityInput, sessionIdInput, parseSignUp, signInInput } from './schemas.js';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_READ_SCOPE = 'session:read';
export const IDENTITY_LINK_SCOPE = 'identity:link';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

/** A user who has just been given a session; the resolver announces the session id to the gateway. */
export interface SignedIn {
  user: UserRecord;
  sessionId: string;
}

export function createAccounts(deps: {
  users: UserRepository;
  sessions: SessionRepository;
  /** Sign-in and sign-up limits (kit's RATE_LIMIT_RULES), the same for REST and GraphQL callers. */
  limits: RateLimiter;
}) {
  const { users, sessions, limits } = deps;
  void prepareDummyHash();

  async function openSession(user: UserRecord): Promise<SignedIn> {
    // Sweeping here keeps the collection small without a TTL monitor; it is not needed for correctness.
    await sessions.sweepExpired().catch(() => undefined);
    const session = await sessions.open(user.id, SESSION_TTL_MS);
    return { user, sessionId: session.sid };
  }

  return {
    async signUp(caller: Caller, input: unknown): Promise<SignedIn> {
      const { email, password, firstName, lastName } = parseSignUp(input);
      await limits.consume('signUpPerAddress', caller.clientAddress ?? 'unknown');
      // The password is hashed before the email is looked up, so a taken email answers no faster than a
      // new one (the slow part is the hash): response times tell nothing about who has an account.
      const passwordHash = await hashPassword(password);
      if (await users.findByEmail(email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
      const created = await users.create({ email, passwordHash, firstName, lastName });
      if (!created.ok) throw new AppError('CONFLICT', EMAIL_TAKEN);
      return openSession(created.user);
    },

    /**
     * Only failures count (issue 18): every attempt is held against its limits first, so parallel guesses
     * cannot slip through, and a correct password takes its attempts back. The hard limit is per account
     * and address, so guesses from elsewhere never lock the owner out; per account, guesses from anywhere
     * only make every sign-in to it wait a little longer (capped). Existing and missing accounts go the
     * same way, with the same answers and the same work.
     */
    async signIn(caller: Caller, input: unknown): Promise<SignedIn> {
      const { email, password } = parseInput(signInInput, input);
      const address = caller.clientAddress ?? 'unknown';
      // Checked before the password: a refused attempt costs no hashing and tells nothing.
      const held = [await limits.hold('signInPerAddress', address)];
      held.push(await limits.hold('signInPerAccountAndAddress', `${email}\n${address}`));
      const slowed = await limits.slowDown('signInSlowdownPerAccount', email);
      held.push(slowed);
      // Before the check, so the wait tells nothing about the password.
      if (slowed.delayMs > 0) await setTimeout(slowed.delayMs);
      const account = await users.findCredentials(email);
      const matches = account?.passwordHash
        ? await verifyPassword(password, account.passwordHash)
        : await burnPasswordCheck(password);
      if (!account || !matches) throw AppError.unauthenticated(INVALID_CREDENTIALS);
      await Promise.all(held.map((attempt) => attempt.release()));
      return openSession(account.user);
    },

    /** Revokes the caller's session; answers the revoked id (null when the caller had none). */
    async signOut(caller: Caller): Promise<string | null> {
      if (!caller.sessionId) return null;
      await sessions.revoke(caller.sessionId);
      return caller.sessionId;
    },

    async me(caller: Caller): Promise<UserRecord | null> {
      return caller.userId ? users.findById(caller.userId) : null;
    },

    /**
     * Gateway only: the id of the user behind a live session, one read (the gateway asks on every request
     * when it has no Redis; an account's deletion ends its sessions first).
     */
    async sessionUserId(caller: Caller, sessionId: unknown): Promise<string | null> {
      requireScope(caller, SESSION_READ_SCOPE);
      const session = await sessions.findLive(parseInput(sessionIdInput, sessionId));
      return session?.userId ?? null;
    },

    /** Gateway only: the user behind a live session. */
    async sessionUser(caller: Caller, sessionId: unknown): Promise<UserRecord | null> {
      requireScope(caller, SESSION_READ_SCOPE);
      const sid = parseInput(sessionIdInput, sessionId);
      const session = await sessions.findLive(sid);
      return session ? users.findById(session.userId) : null;
    },

    /**
     * Gateway only, after it has verified the ID token: the user linked to this identity, else the account
     * with the same email (now linked), else a new account without a password.
     */
    async signInWithIdentity(caller: Caller, input: unknown): Promise<SignedIn> {
      requireScope(caller, IDENTITY_LINK_SCOPE);
      const { issuer, subject, email, firstName, lastName, profileImageUrl } = parseInput(
        identityInput,
        input,
      );
      const link = { issuer, subject };

      const linked = await users.findByIdentity(link);
      if (linked) return openSession(linked);

      const byEmail = await users.findByEmail(email);
      if (byEmail) {
        const updated = await users.addIdentity(byEmail.id, link);
        const missing = {
          ...(!byEmail.firstName && firstName ? { firstName } : {}),
          ...(!byEmail.lastName && lastName ? { lastName } : {}),
          ...(!byEmail.profileImageUrl && profileImageUrl ? { profileImageUrl } : {}),
        };
        const user = Object.keys(missing).length ? await users.update(byEmail.id, missing) : updated;
        return openSession(user ?? byEmail);
      }

      const created = await users.create({ email, firstName, lastName, profileImageUrl, identities: [link] });
      if (created.ok) return openSession(created.user);
      // Another sign-in created the account a moment ago: link to that one.
      const raced = await users.findByEmail(email);
      if (!raced) throw new AppError('CONFLICT', EMAIL_TAKEN);
      return openSession((await users.addIdentity(raced.id, link)) ?? raced);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
