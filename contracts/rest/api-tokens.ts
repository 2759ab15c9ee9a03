import { z } from 'zod';
import { API_TOKEN_SCOPES, apiTokenInputSchema } from '../rules/index.js';

/** `POST /api/api-tokens`: the token's name and scope (the same rule as GraphQL createApiToken). */
export const createApiTokenRequestSchema = apiTokenInputSchema;

/** One of the traveller's personal API tokens: never its secret. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The secret's first 8 characters after `byway_pat_`, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiTokenResponse = z.infer<typeof apiTokenSchema>;

/** `GET /api/api-tokens`: the live tokens, newest first. */
export const apiTokenListResponseSchema = z.array(apiTokenSchema);

/** `POST /api/api-tokens`: the secret, shown this once, and the stored token. */
export const createdApiTokenResponseSchema = z.object({ secret: z.string(), token: apiTokenSchema });
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenResponseSchema>;

/** `DELETE /api/api-tokens/{id}`: the token's id (a UUID). */
export const apiTokenIdParamSchema = z.uuid('Token not found');
