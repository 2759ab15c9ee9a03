import { z } from 'zod';

/**
 * The collaboration token (issue 22): the gateway issues it to a trip's members only
 * (`POST /api/trips/{id}/collab-token`), the collaboration service checks it when a browser opens the
 * trip's document. An HS256 JWT signed with COLLAB_TOKEN_SECRET, valid COLLAB_TOKEN_TTL_SECONDS: enough to
 * open a connection, too short to be worth stealing; the browser asks for a new one on every reconnect.
 */
export const COLLAB_TOKEN_TTL_SECONDS = 60;

/** The issuer and audience the token names, so no other HS256 token of the platform is taken for one. */
export const COLLAB_TOKEN_ISSUER = 'byway';
export const COLLAB_TOKEN_AUDIENCE = 'byway-collab';

/** owner and editor edit; a viewer's connection is read-only. */
export const COLLAB_ROLES = ['owner', 'editor', 'viewer'] as const;
export type CollabRole = (typeof COLLAB_ROLES)[number];

/** The token's own claims (besides iat, exp and aud). */
export const collabTokenClaimsSchema = z.object({
  tripId: z.number().int().positive(),
  userId: z.string().min(1).max(200),
  role: z.enum(COLLAB_ROLES),
  /** The member's display name: presence and the activity list show it. */
  name: z.string().min(1).max(200),
});
export type CollabTokenClaims = z.infer<typeof collabTokenClaimsSchema>;

/** The path the browser opens the WebSocket at, on the app's own origin. */
export const COLLAB_PATH = '/collab';

/** What the token route answers. */
export const collabTokenResponseSchema = z.object({
  token: z.string(),
  /** The Yjs document to open with it (`trip:<id>`). */
  documentName: z.string(),
  /** The WebSocket path on the app's origin (`/collab`). */
  path: z.string(),
  role: z.enum(COLLAB_ROLES),
  expiresInSeconds: z.number().int(),
});
export type CollabTokenResponse = z.infer<typeof collabTokenResponseSchema>;
