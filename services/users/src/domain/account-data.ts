import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  AppError,
  parseInput,
  requireScope,
  requireUser,
  type Caller,
  type RateLimiter,
} from '@byway/kit';
import {
  ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES,
  PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@byway/contracts/rest';
import { z } from 'zod';
import type { AccountDataRepository, UsersAccountData } from '../data-access/account-data-repository.js';
import type { SessionRepository } from '../data-access/session-repository.js';
import { SESSION_TTL_MS } from './accounts.js';
import { verifyPassword } from './password.js';

const confirmationInput = z.string().max(200, 'Password must be at most 200 characters').nullish();
const FRESH_MS = ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES * 60_000;

/**
 * The traveller's own data in the users service (issue 9), for the gateway only: the export, the check
 * that a deletion is confirmed, and the deletion itself (profile, sessions, stats, points, achievements,
 * linked sign-ins).
 */
export function createAccountData(deps: {
  data: AccountDataRepository;
  sessions: SessionRepository;
  /** A password asked again before deletion is a sign-in attempt on the account: the same limit. */
  limits: RateLimiter;
  now?: () => number;
}) {
  const { data, sessions, limits } = deps;
  const now = deps.now ?? Date.now;
  return {
    async exportData(caller: Caller): Promise<UsersAccountData> {
      requireScope(caller, ACCOUNT_EXPORT_SCOPE);
      const userId = requireUser(caller);
      const exported = await data.exportOf(userId);
      if (!exported.profile) throw AppError.unauthenticated();
      return exported;
    },

    /**
     * Whether the caller may delete their account now: the right password, or for an account without one
     * a session opened less than ten minutes ago. Refusals are 400 (nothing given) or 403 (wrong or stale).
     */
    async confirmDeletion(caller: Caller, password: unknown): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      const userId = requireUser(caller);
      const given = parseInput(confirmationInput, password) ?? '';
      const hash = await data.passwordHashOf(userId);
      if (hash) {
        if (!given) throw AppError.badInput(PASSWORD_CONFIRMATION_REQUIRED_MESSAGE);
        await limits.consume('passwordConfirmation', `account:${userId}`);
        if (!(await verifyPassword(given, hash))) throw new AppError('FORBIDDEN', WRONG_PASSWORD_MESSAGE);
        return true;
      }
      if (!(await data.exists(userId))) throw AppError.unauthenticated();
      const session = caller.sessionId ? await sessions.findLive(caller.sessionId) : null;
      if (!session || session.userId !== userId) throw new AppError('FORBIDDEN', SIGN_IN_AGAIN_MESSAGE);
      const openedAt = new Date(session.expire).getTime() - SESSION_TTL_MS;
      if (now() - openedAt > FRESH_MS) throw new AppError('FORBIDDEN', SIGN_IN_AGAIN_MESSAGE);
      return true;
    },

    /** Deletes everything of the caller; safe to repeat. */
    async deleteData(caller: Caller): Promise<true> {
      requireScope(caller, ACCOUNT_DELETE_SCOPE);
      const userId = requireUser(caller);
      // Sessions first, announced to every gateway, so nothing acts as the traveller while the rest goes.
      await sessions.revokeAllOf(userId);
      await data.deleteAll(userId);
      return true;
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
