import { requiredText } from './trip-input.js';
import { TEXT_LENGTHS } from './text-lengths.js';

/**
 * What the trip builder's step 1 asks about (place suggestions and the place check): trimmed, 1 to 200
 * characters like the trip's start and end themselves, so anything the check accepts the trip accepts too.
 */
export const placeQuerySchema = requiredText(
  'Please enter a place, like "Austin, TX" or "Lyon, France".',
  'Place',
  TEXT_LENGTHS.trip.location,
);

/** How many places the builder suggests for what has been typed. */
export const PLACE_SUGGESTION_LIMIT = 8;
