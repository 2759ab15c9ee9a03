import { formatDistance, kmToMiles } from '@byway/contracts/rules';
import { z } from 'zod';
import { drivingHours, durationText, roadKmBetween } from './custom-stops.js';
import { storedDayKm, storedOptionDistance } from './route-distances.js';
import type { RouteStop } from './route-stops.js';

/**
 * Drive times and distances that follow a hand edit (issue 22). A day's line runs from the last stop of
 * the days before (near where the traveller slept) through the day's own stops in order; a day whose line
 * changed keeps the planner's figures and gains or loses what the edit added or saved on that line
 * (straight line times the road factor, the planner's estimate), so the part the planner measured and we
 * cannot (the drive on to the night's town) stays as it was. Its road path is dropped: the map joins the
 * day's stops with straight lines, as it does for a day with an added stop. Days whose line did not change
 * keep every figure.
 */

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The located stops a day's drive passes: the last one of the days before, then the day's own. */
function dayLine(stops: readonly RouteStop[], day: number): RouteStop[] {
  const earlier = stops.filter((stop) => stop.dayNumber < day && stop.point).at(-1);
  const own = stops.filter((stop) => stop.dayNumber === day && stop.point);
  return earlier ? [earlier, ...own] : own;
}

const lineKey = (line: readonly RouteStop[]) => line.map((stop) => stop.stopKey).join('\n');

/** Estimated road km and hours along a line of located stops. */
function lineDrive(line: readonly RouteStop[]): { km: number; hours: number } {
  let km = 0;
  let hours = 0;
  for (let i = 1; i < line.length; i++) {
    const from = line[i - 1]?.point;
    const to = line[i]?.point;
    if (!from || !to) continue;
    const leg = roadKmBetween(from, to);
    km += leg;
    hours += drivingHours(leg);
  }
  return { km, hours };
}

const driveSchema = z.looseObject({
  estimatedHours: z.number().nullish().catch(null),
  distanceMiles: z.number().nullish().catch(null),
  distanceKm: z.number().nullish().catch(null),
});
const segmentSchema = z.looseObject({
  day: z.number(),
  driveSummary: driveSchema.nullish().catch(null),
  description: z.string().nullish().catch(null),
});

/** A stop that is the day's routine (the night, lunch, the arrival), not one of its sights. */
const ROUTINE = /^(Overnight (in|near)|Second night|Lunch in|Arrive in|Start in|Depart from) /;

/** The planner's sentence naming a day's sights: ' Stops: A, B and C.' ('' for none). */
function sightSentence(stops: readonly RouteStop[], day: number): string {
  const names = stops
    .filter((stop) => stop.dayNumber === day && !ROUTINE.test(stop.name))
    .map((stop) => stop.name);
  if (!names.length) return '';
  return ` Stops: ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`;
}

/**
 * The day's text with its sights sentence naming the day's stops after the edit. Only the sentence the
 * planner wrote for the stops before is replaced; text that does not hold it exactly is kept as it is.
 */
function retoldDescription(
  description: string | null | undefined,
  before: readonly RouteStop[],
  after: readonly RouteStop[],
  day: number,
): string | null | undefined {
  const told = sightSentence(before, day);
  if (!description || !told || !description.includes(told)) return description;
  return description.replace(told, sightSentence(after, day));
}

/** The stops with the drive from the stop before re-estimated wherever the stop before changed. */
export function retimedStops(before: readonly RouteStop[], after: readonly RouteStop[]): RouteStop[] {
  const previousOf = (stops: readonly RouteStop[]) =>
    new Map(stops.map((stop, index) => [stop.stopKey, stops[index - 1]?.stopKey ?? null]));
  const was = previousOf(before);
  return after.map((stop, index) => {
    const previous = after[index - 1];
    if (was.get(stop.stopKey) === (previous?.stopKey ?? null)) return stop;
    const from = previous?.point;
    const drive = from && stop.point ? durationText(drivingHours(roadKmBetween(from, stop.point))) : null;
    return { ...stop, drivingTimeFromPrevious: drive };
  });
}

/**
 * The stored route option with the days, the whole distance and the whole time following the edit
 * (`before` and `after` are the route's stops in order). Answers the option as it was when no day changed.
 */
export function retimedOption(
  option: Record<string, unknown>,
  before: readonly RouteStop[],
  after: readonly RouteStop[],
): Record<string, unknown> {
  const segments = Array.isArray(option.dailySegments) ? (option.dailySegments as unknown[]) : [];
  let kmChange = 0;
  let changed = false;
  const dailySegments = segments.map((stored) => {
    const parsed = segmentSchema.safeParse(stored);
    if (!parsed.success) return stored;
    const { day, driveSummary } = parsed.data;
    const oldLine = dayLine(before, day);
    const newLine = dayLine(after, day);
    if (lineKey(oldLine) === lineKey(newLine)) return stored;
    changed = true;
    const was = lineDrive(oldLine);
    const now = lineDrive(newLine);
    const km = storedDayKm(driveSummary);
    const newKm = km === null ? null : tenths(Math.max(0, km + now.km - was.km));
    if (km !== null && newKm !== null) kmChange += newKm - km;
    const hours = driveSummary?.estimatedHours ?? was.hours;
    return {
      ...parsed.data,
      description: retoldDescription(parsed.data.description, before, after, day),
      driveSummary: {
        ...driveSummary,
        estimatedHours: tenths(Math.max(0, hours + now.hours - was.hours)),
        distanceKm: newKm,
        distanceMiles: newKm === null ? null : Math.round(kmToMiles(newKm)),
      },
      path: null,
    };
  });
  if (!changed) return option;
  const total = storedOptionDistance(option);
  const totalKm = total.km === null ? null : tenths(Math.max(0, total.km + kmChange));
  const hours = dailySegments.reduce<number>((sum, segment) => {
    const parsed = segmentSchema.safeParse(segment);
    return sum + (parsed.success ? (parsed.data.driveSummary?.estimatedHours ?? 0) : 0);
  }, 0);
  return {
    ...option,
    dailySegments,
    ...(totalKm === null
      ? {}
      : { totalDistanceKm: totalKm, totalDistance: formatDistance(totalKm, total.unit) }),
    estimatedTime: durationText(hours),
  };
}
