import {
  AppError,
  parseInput,
  requireScope,
  requireUser,
  type Caller,
  type RateLimiter,
  type RateLimitQuota,
} from '@byway/kit';
import {
  API_TOKEN_LIMITS,
  apiTokenInputSchema,
  apiTokenSecretSchema,
  type ApiTokenScope,
} from '@byway/contracts/rules';
import { z } from 'zod';
import type { ApiTokenRecord, ApiTokenRepository } from '../data-access/api-token-repository.js';
import { SESSION_READ_SCOPE } from './accounts.js';

/** lastUsedAt is a hint for the traveller, not an audit log: one write a minute per token is plenty. */
const LAST_USED_EVERY_MS = 60_000;
const tokenIdInput = z.uuid('Token not found');

const SESSION_NEEDED = 'Manage API tokens from your profile page, signed in';
const TOO_MANY = `You can have at most ${API_TOKEN_LIMITS.liveMax} API tokens. Revoke one you no longer use first.`;

export interface ResolvedTokenCaller {
  userId: string;
  scope: ApiTokenScope;
  /** The token's request limit after this request, for the gateway's RateLimit headers. */
  quota: RateLimitQuota;
}

/**
 * Personal API tokens (issue 13): a traveller makes, names, scopes and revokes them; a partner's program
 * sends one to the gateway, which asks `callerFor` who it stands for. Making and revoking tokens needs the
 * traveller's own session: a token cannot mint or revoke tokens.
 */
export function createApiTokens(deps: { tokens: ApiTokenRepository; limits: RateLimiter; now?: () => Date }) {
  const { tokens, limits } = deps;
  const now = deps.now ?? (() => new Date());

  function requireSession(caller: Caller): string {
    const userId = requireUser(caller);
    if (!caller.sessionId) throw new AppError('FORBIDDEN', SESSION_NEEDED);
    return userId;
  }

  return {
    list(caller: Caller): Promise<ApiTokenRecord[]> {
      return tokens.listLive(requireSession(caller));
    },

    /** Answers the secret this once; only its hash is stored. */
    async create(caller: Caller, input: unknown): Promise<{ secret: string; token: ApiTokenRecord }> {
      const userId = requireSession(caller);
      const { name, scope } = parseInput(apiTokenInputSchema, input);
      if ((await tokens.countLive(userId)) >= API_TOKEN_LIMITS.liveMax)
        throw new AppError('CONFLICT', TOO_MANY);
      const created = await tokens.create(userId, { name, scope }, now());
      // Counted again after writing, so two creates at once cannot both slip past the limit.
      if ((await tokens.countLive(userId)) > API_TOKEN_LIMITS.liveMax) {
        await tokens.remove(created.token.id);
        throw new AppError('CONFLICT', TOO_MANY);
      }
      return created;
    },

    async revoke(caller: Caller, id: unknown): Promise<ApiTokenRecord> {
      const userId = requireSession(caller);
      const tokenId = parseInput(tokenIdInput, id);
      const revoked = await tokens.revoke(userId, tokenId, now());
      if (!revoked) throw AppError.notFound('Token');
      return revoked;
    },

    /**
     * Gateway only: the traveller a token stands for, null when it is unknown or revoked. Each call is one
     * request of the partner's, counted against the token's `apiToken` limit (TOO_MANY_REQUESTS beyond it).
     */
    async callerFor(caller: Caller, secret: unknown): Promise<ResolvedTokenCaller | null> {
      requireScope(caller, SESSION_READ_SCOPE);
      const parsed = apiTokenSecretSchema.safeParse(secret);
      if (!parsed.success) return null;
      const token = await tokens.findLive(parsed.data);
      if (!token) return null;
      const quota = await limits.consume('apiToken', `token:${token.id}`);
      const at = now();
      if (!token.lastUsedAt || at.getTime() - token.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await tokens.markUsed(token.id, at);
      }
      return { userId: token.userId, scope: token.scope, quota };
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
