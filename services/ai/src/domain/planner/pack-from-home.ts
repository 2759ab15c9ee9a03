import { AppError } from '@byway/kit';
import { TRIP_LIMITS } from '@byway/contracts/rules';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import type { TripRequest, Waypoint } from './request.js';

/** A drive this short from home to the pack's start (or back) fits into the pack's first (or last) day. */
export const SAME_DAY_APPROACH_HOURS = 2;

export interface PackFromHome {
  start: ResolvedPlace;
  end: ResolvedPlace;
  request: TripRequest;
}

/**
 * 'Start from my city' (issue 10): a trip pack re-based on the traveller's home. The pack's days and stops
 * stay as they are, shifted by the days it takes to drive from home to the pack's start; the pack's start
 * and end become stops of their own, and the trip ends with the drive home. A drive of up to
 * SAME_DAY_APPROACH_HOURS joins the pack's first or last day instead of taking a day of its own.
 */
export function rebasePackOnHome(
  request: TripRequest,
  places: { home: ResolvedPlace; packStart: ResolvedPlace; packEnd: ResolvedPlace },
  options: { driveHoursPerDay: number; canDrive(a: ResolvedPlace, b: ResolvedPlace): boolean },
): PackFromHome {
  const { home, packStart, packEnd } = places;
  for (const [from, to] of [
    [home, packStart],
    [packEnd, home],
  ] as const) {
    if (!options.canDrive(from, to)) {
      throw AppError.badInput(
        `There is no road trip between "${home.input}" (${home.label}) and this trip pack in ${to === home ? from.label : to.label}. Leave 'Start from my city' empty, or choose a city you can drive from.`,
      );
    }
  }
  const daysFor = (hours: number) =>
    hours <= SAME_DAY_APPROACH_HOURS ? 0 : Math.ceil(hours / options.driveHoursPerDay);
  const approachDays = daysFor(estimateLeg(home, packStart).hours);
  const returnDays = daysFor(estimateLeg(packEnd, home).hours);
  const packDays = request.totalDays;
  const totalDays = approachDays + packDays + returnDays;
  if (totalDays > TRIP_LIMITS.maxDays) {
    throw AppError.badInput(
      `From ${home.label} the drive to this trip pack and back adds ${approachDays + returnDays} days, making a ${totalDays}-day trip; trips are at most ${TRIP_LIMITS.maxDays} days. Choose a city nearer the pack.`,
    );
  }
  const cityStop = (place: ResolvedPlace, day: number, description: string): Waypoint => ({
    name: place.label,
    lat: place.lat,
    lng: place.lng,
    day,
    category: 'activity',
    description,
  });
  const waypoints: Waypoint[] = [
    ...(approachDays > 0
      ? [
          cityStop(
            packStart,
            approachDays,
            `Where the trip pack begins, ${approachDays} ${approachDays === 1 ? 'day' : 'days'} from home.`,
          ),
        ]
      : []),
    ...request.waypoints.map((waypoint) => ({ ...waypoint, day: waypoint.day + approachDays })),
    ...(returnDays > 0
      ? [cityStop(packEnd, approachDays + packDays, 'Where the trip pack ends; the drive home starts here.')]
      : []),
  ];
  return {
    start: home,
    end: home,
    request: {
      ...request,
      startLocation: home.input,
      endLocation: home.input,
      totalDays,
      waypoints,
      roundTripFrom: null,
    },
  };
}
