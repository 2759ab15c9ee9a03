import { z } from 'zod';
import { apiTokenSchema } from './api-tokens.js';

/**
 * The traveller's own data (issue 9): `GET /api/account/export` and `DELETE /api/account`. The
 * mfe-account profile page ("Download my data", "Delete my account") calls both.
 */

const MAX_PASSWORD = 200;

/**
 * `DELETE /api/account`: the confirmation. Accounts with a password send it; accounts that only sign in
 * through a third-party provider send nothing and must have signed in less than
 * ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES ago.
 */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Password must be text' })
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`)
    .optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** A third-party-only account confirms a deletion with a sign-in at most this old. */
export const ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES = 10;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';
export const PASSWORD_CONFIRMATION_REQUIRED_MESSAGE = 'Please enter your password to confirm';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';
export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again to confirm';
export const CROSS_SITE_MESSAGE = 'This request must come from Byway itself';
export const ACCOUNT_DELETE_INCOMPLETE_MESSAGE =
  'Your account could not be deleted completely right now. Please try again.';
export const ACCOUNT_EXPORT_UNAVAILABLE_MESSAGE = 'Your data cannot be gathered right now. Please try again.';

/** One stored record, as its service keeps it (dates as ISO strings). */
const record = z.record(z.string(), z.unknown());

export const exportedTripSchema = record.and(
  z.object({
    id: z.number(),
    /** The planned itinerary and route options (trip_plans), null when none was stored. */
    plan: record.nullable(),
    stops: z.array(record),
    memories: z.array(record),
  }),
);

/**
 * `GET /api/account/export`: everything stored about the traveller, served as the attachment
 * `byway-data-<date>.json`. No password hash and no session ids.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: record,
  stats: record.nullable(),
  achievements: z.array(record),
  pointsHistory: z.array(record),
  /** When each of the traveller's open sessions expires (the ids stay secret). */
  sessions: z.array(z.object({ expiresAt: z.string() })),
  /** The traveller's personal API tokens, revoked ones too (no secrets, no hashes). */
  apiTokens: z.array(apiTokenSchema),
  /** The traveller's own trips; each also lists its members and waiting invitations (issue 22). */
  trips: z.array(exportedTripSchema),
  priceAlerts: z.array(record),
  /** The trips others share with the traveller: the trip, its owner, the traveller's role (issue 22). */
  tripMemberships: z.array(record),
  photos: z.array(record),
  reviews: z.array(record),
  /** The trips the traveller made from trip packs (what lets them review a pack). */
  tripsFromPacks: z.array(record),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
