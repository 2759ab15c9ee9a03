import { CIRCUITY_BANDS, roadKmEstimate } from '@byway/contracts/rules';
import { waterRoute, type CrossingTaken } from './crossings.js';
import { greatCircleKm, type LatLng } from './distance.js';
import { slowShares } from './slow-roads.js';

/**
 * Road distance and drive time without a routing engine: great-circle distance times a circuity factor
 * (the bands live once in contracts/rules, shared with the trip packs' distances), driven at a speed that
 * depends on how long the leg is. The share of a leg inside a national park or over a mountain pass
 * (slow-roads.ts) winds more and is driven at that area's speed. Every figure made this way is labelled
 * an estimate to the traveller.
 */
export { CIRCUITY_BANDS };

/** Average speeds including traffic lights, towns and a fuel stop: km of road per hour. */
export const SPEED_BANDS: readonly { upToRoadKm: number; kmPerHour: number }[] = [
  { upToRoadKm: 30, kmPerHour: 50 },
  { upToRoadKm: 120, kmPerHour: 75 },
  { upToRoadKm: 400, kmPerHour: 90 },
  { upToRoadKm: Infinity, kmPerHour: 100 },
];

export interface Leg {
  /** Kilometres driven (a ferry's sea miles are not). */
  km: number;
  /** Driving plus any crossing's boarding and sailing. */
  hours: number;
  /** The ferries or car trains the leg takes, in order; absent when it is all road. */
  crossings?: CrossingTaken[];
}

/** A leg on one piece of land: road only. */
function estimateDrive(from: LatLng, to: LatLng): Leg {
  const open = roadKmEstimate(greatCircleKm(from, to));
  const speed = SPEED_BANDS.find((band) => open <= band.upToRoadKm)?.kmPerHour ?? 100;
  let openShare = 1;
  let km = 0;
  let hours = 0;
  for (const { area, share } of slowShares(from, to)) {
    const slowKm = open * share * area.winding;
    km += slowKm;
    hours += slowKm / area.kmPerHour;
    openShare -= share;
  }
  return { km: km + open * openShare, hours: hours + (open * openShare) / speed };
}

/**
 * A leg as driven: road only, or to the port, across, and on (crossings.ts). Between two pieces of land
 * no car ferry links, it is the road estimate of the straight line: callers keep such places out of a
 * trip with reachableByCar, so this only ever times a place a trip will not use.
 */
export function estimateLeg(from: LatLng, to: LatLng): Leg {
  const water = waterRoute(from, to, (a, b) => estimateDrive(a, b).hours);
  if (!water) return estimateDrive(from, to);
  const drives = water.drives.map(([a, b]) => estimateDrive(a, b));
  const sailing = water.crossings.reduce(
    (hours, { crossing }) => hours + (crossing.boardingMinutes + crossing.minutes) / 60,
    0,
  );
  return {
    km: drives.reduce((sum, leg) => sum + leg.km, 0),
    hours: drives.reduce((sum, leg) => sum + leg.hours, 0) + sailing,
    crossings: water.crossings,
  };
}

/** '2h 50m', '45 min'. */
export function formatDuration(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}m` : `${h}h`;
}
