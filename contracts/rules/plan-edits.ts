import { z } from 'zod';
import { CUSTOM_STOP_LIMITS } from './custom-stop.js';
import { tooLongMessage } from './text-lengths.js';
import { TRIP_LIMITS } from './trip-limits.js';
import { requiredText } from './trip-input.js';

/**
 * The traveller's hand edits of their own plan (issue 22): remove a stop, move it within its day or to
 * another day, rename it, keep a note on it, keep a note on a day. The trips service (GraphQL) and the
 * REST adapter parse the same inputs with these schemas, so both refuse a value with the same words.
 */
export const PLAN_EDIT_LIMITS = {
  /** A stop's name, as an added stop's. */
  stopName: CUSTOM_STOP_LIMITS.name,
  /** The traveller's note on one stop ('Book the 9 am tour'). */
  stopNote: 2000,
  /** The traveller's note on one day ('Fill up in Green River: nothing for 100 miles'). */
  dayNote: 2000,
  /** A stop key as the trip answers it (TripStop.stopKey); anything longer is not one. */
  stopKey: 100,
} as const;

/** The one message for a stop key the selected route does not hold (removed, or never there). */
export const STOP_NOT_FOUND_MESSAGE = 'Stop not found';

/** A day a trip does not have: 'This trip has 3 days: day 5 is not one of them'. */
export const missingDayMessage = (day: number, totalDays: number) =>
  `This trip has ${totalDays} ${totalDays === 1 ? 'day' : 'days'}: day ${day} is not one of them`;

/** A stop as the trip answers it (`stopKey`): plain text, as the client received it. */
export const stopKeySchema = z
  .string({ error: 'Stop key is required' })
  .trim()
  .min(1, 'Stop key is required')
  .max(PLAN_EDIT_LIMITS.stopKey, 'Stop key is not one this trip answers');

const DAY_RANGE = `Day must be a whole number from 1 to ${TRIP_LIMITS.maxDays}`;

/** A day of the trip, from 1 (numeric text too, as a REST path sends it). */
export const dayNumberSchema = z.coerce
  .number({ error: DAY_RANGE })
  .int(DAY_RANGE)
  .min(1, DAY_RANGE)
  .max(TRIP_LIMITS.maxDays, DAY_RANGE);

const POSITION_RANGE = 'Position must be a whole number from 1 (the first stop of the day)';

/** `moveTripStop`: the day it goes to and its place there (1 is first; past the last stop puts it last). */
export const moveStopInputSchema = z.object({
  dayNumber: dayNumberSchema,
  position: z
    .number({ error: POSITION_RANGE })
    .int(POSITION_RANGE)
    .min(1, POSITION_RANGE)
    .max(1000, POSITION_RANGE),
});
export type MoveStopInput = z.input<typeof moveStopInputSchema>;

/** `renameTripStop`: the stop's new name (required). */
export const renameStopInputSchema = z.object({
  name: requiredText('Stop name is required', 'Stop name', PLAN_EDIT_LIMITS.stopName),
});
export type RenameStopInput = z.input<typeof renameStopInputSchema>;

/** A note: trimmed; blank or null clears it. */
const noteText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, tooLongMessage(field, max))
    .nullish()
    .transform((value) => value || null);

/** `setTripStopNote`: the traveller's note on one stop; blank or null clears it. */
export const stopNoteInputSchema = z.object({ note: noteText('Note', PLAN_EDIT_LIMITS.stopNote) });
export type StopNoteInput = z.input<typeof stopNoteInputSchema>;

/** `setTripDayNote`: the traveller's note on one day; blank or null clears it. */
export const dayNoteInputSchema = z.object({ note: noteText('Day note', PLAN_EDIT_LIMITS.dayNote) });
export type DayNoteInput = z.input<typeof dayNoteInputSchema>;
