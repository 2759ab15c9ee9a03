import { z } from 'zod';
import { DISTANCE_UNIT_PREFERENCES } from '../rules/index.js';

/** The traveller as `GET /api/auth/user` and the other user-returning calls answer it. */
export const userResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  interests: z.array(z.string()),
  travelStyle: z.string().nullable(),
  preferredPace: z.string().nullable(),
  lodgingPreference: z.string().nullable(),
  profileCompleted: z.boolean(),
  /** 'Distance units': country (each trip in its country's unit), mi or km. */
  distanceUnits: z.enum(DISTANCE_UNIT_PREFERENCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * `GET /api/auth/session`: whether anyone is signed in, answered 200 either way, so the shell's sign-in
 * probe on public pages is not an error in every browser's console (issue 21). `GET /api/auth/user` keeps
 * the spec's 401 for API clients.
 */
export const signInStatusSchema = z.object({
  signedIn: z.boolean(),
  user: userResponseSchema.nullable(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;

/** `GET /api/user-stats`: the profile's Adventure Stats card. */
export const userStatsResponseSchema = z.object({
  totalPoints: z.number().int(),
  level: z.string(),
  tripsPlanned: z.number().int(),
  tripsCompleted: z.number().int(),
  photosShared: z.number().int(),
});
export type UserStatsResponse = z.infer<typeof userStatsResponseSchema>;
