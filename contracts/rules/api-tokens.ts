import { z } from 'zod';

/**
 * Personal API tokens (issue 13): a traveller lets a partner's program act as them. One owner for the
 * scopes, the name length and the number of live tokens, so REST, GraphQL and the profile page agree.
 */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Live (not revoked) tokens one traveller may hold at once. */
  liveMax: 10,
} as const;

/** Every token starts so: a partner, a log scrubber or a secret scanner can tell it is one of ours. */
export const API_TOKEN_PREFIX = 'byway_pat_';

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

export const apiTokenInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_TOKEN_LIMITS.nameMax, `Name must be at most ${API_TOKEN_LIMITS.nameMax} characters`),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Scope must be read or read-write' }),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** What an Authorization header may carry: the prefix and 43 base64url characters (32 random bytes). */
export const apiTokenSecretSchema = z
  .string()
  .regex(/^byway_pat_[A-Za-z0-9_-]{43}$/, 'Not a Byway API token');
