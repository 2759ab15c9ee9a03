import { AppError } from '@byway/kit';
import type { LatLng } from '../geo/distance.js';
import type { Gazetteer, ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { rebasePackOnHome } from './pack-from-home.js';
import { MAX_DRIVE_HOURS_PER_DAY, PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { readSpecialRequests } from './special-requests.js';
import { onCarNetworkOf } from './water.js';

/**
 * The offline planner's first step: both ends of the trip resolved, and checked to be a road trip the
 * traveller can drive in the days they gave (offline-planner.ts).
 */

/** Where one can drive between: the US, Canada and Central America are one road network, and so on. */
const ROAD_NETWORKS: readonly (readonly string[])[] = [
  ['US', 'CA', 'MX', 'GT', 'BZ', 'CR'],
  ['IT', 'FR', 'ES', 'PT', 'DE', 'CH', 'NO', 'HR', 'GB', 'IE', 'AT', 'NL', 'SE', 'GR'],
  ['CL', 'AR', 'PE', 'BR', 'CO', 'EC', 'BO', 'UY', 'PY'],
  // Mainland Asia by its open land crossings (China-Laos, Laos-Thailand, Thailand-Malaysia, India-Nepal...).
  ['CN', 'LA', 'VN', 'KH', 'TH', 'MY', 'NP', 'IN'],
  ['ZA', 'NA', 'BW', 'TZ', 'KE', 'RW', 'ET'],
];

function sameRoadNetwork(a: ResolvedPlace, b: ResolvedPlace): boolean {
  // Hawaii's islands have no road to the mainland.
  if ((a.state === 'HI') !== (b.state === 'HI')) return false;
  if (a.country === b.country) return true;
  return ROAD_NETWORKS.some((network) => network.includes(a.country) && network.includes(b.country));
}

export interface TripEnds {
  /** The request as planned: re-based on the traveller's home for a pack started from their city. */
  request: TripRequest;
  start: ResolvedPlace;
  end: ResolvedPlace;
}

/** Both ends of the trip, re-based on the traveller's home for a pack started from their city. */
export function endsOf(gazetteer: Gazetteer, asked: TripRequest): TripEnds {
  const fromHome =
    asked.roundTripFrom && asked.waypoints.length
      ? rebasePackOnHome(
          asked,
          {
            home: gazetteer.resolve(asked.roundTripFrom),
            packStart: gazetteer.resolve(asked.startLocation),
            packEnd: gazetteer.resolve(asked.endLocation),
          },
          { driveHoursPerDay: PACE[asked.pace ?? 'moderate'].targetDriveHours, canDrive: sameRoadNetwork },
        )
      : null;
  const request = fromHome?.request ?? asked;
  const start = fromHome?.start ?? gazetteer.resolve(request.startLocation);
  const end = fromHome?.end ?? gazetteer.resolve(request.endLocation);
  return { request, start, end };
}

/** '"Frankfurt" (Frankfurt, Germany)': what the traveller typed, and how we read it when that differs. */
const said = (end: { input: string; label: string }) =>
  end.input.trim() === end.label ? `"${end.label}"` : `"${end.input}" (${end.label})`;

/**
 * A trip one can drive: the same road network, joined by land or a car ferry (none when the traveller
 * avoids ferries), within the most driving its days allow. Throws the traveller's error otherwise.
 * Returns what a car can reach from the start, and the hours of the direct drive.
 */
export function checkDrivable({ request, start, end }: TripEnds): {
  onNetwork: (point: LatLng) => boolean;
  directHours: number;
} {
  if (!sameRoadNetwork(start, end)) {
    throw AppError.badInput(
      `There is no road trip between ${said(start)} and ${said(end)}. Choose a start and destination you can drive between.`,
    );
  }
  // 'Avoid ferries' keeps the trip to land joined by roads, bridges, tunnels and car trains.
  const noFerries = readSpecialRequests(request.specialRequests).needs.has('no-ferries');
  const onNetwork = onCarNetworkOf(start, { ferries: !noFerries });
  if (noFerries && !onNetwork(end) && onCarNetworkOf(start)(end)) {
    throw AppError.badInput(
      `"${start.input}" to "${end.input}" needs a car ferry, and you asked to avoid ferries. Remove that wish from 'Anything special', or choose a destination on the same land.`,
    );
  }
  if (!onNetwork(end)) {
    throw AppError.badInput(
      `No road, bridge or car ferry links ${said(start)} and ${said(end)}. Choose a start and destination on the same island or linked by a car ferry.`,
    );
  }
  const directHours = estimateLeg(start, end).hours;
  if (directHours > request.totalDays * MAX_DRIVE_HOURS_PER_DAY) {
    const needed = Math.ceil(directHours / PACE.moderate.targetDriveHours);
    throw AppError.badInput(
      `"${start.input}" to "${end.input}" is about ${Math.round(directHours)} hours of driving, more than ${MAX_DRIVE_HOURS_PER_DAY} hours a day over ${request.totalDays} ${request.totalDays === 1 ? 'day' : 'days'}. Choose at least ${needed} days.`,
    );
  }
  return { onNetwork, directHours };
}
