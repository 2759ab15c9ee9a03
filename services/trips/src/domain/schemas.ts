import { tripInputSchema, tripStatusSchema } from '@byway/contracts/rules';
import { z } from 'zod';

/**
 * The trip form of spec section 5: the shared rule of contracts/rules, the very schema the REST adapter
 * parses POST /api/trips with, so GraphQL and REST refuse the same values (an accommodation type, season,
 * budget or theme outside the enumerations, a length outside 1-30 days, ...) with the same message.
 */
export const createTripInput = tripInputSchema;

export const progressIdInput = z.uuid('progressId must be a UUID').nullish();

export const tripIdInput = z.number().int().positive();

/** 'Start trip' and 'Complete trip': one of TRIP_STATUSES. */
export const tripStatusInput = tripStatusSchema;
