import { greatCircleKm, type LatLng } from '../geo/distance.js';

/**
 * The shape of a good driving day (issue 11): it moves forward from last night's town to tonight's,
 * with only short out-and-back side trips. 'Back' and 'short' are measured against the day's straight
 * line: a stop may send the traveller back, or cost out and back, at most TOLERANCE_KM or
 * TOLERANCE_SHARE of that line (whichever is larger). A day whose ends are closer than STAY_KM is a
 * day around one town, whose sights stay within STAY_REACH_KM.
 */
export const TOLERANCE_KM = 25;
export const TOLERANCE_SHARE = 0.15;
export const STAY_KM = 30;
export const STAY_REACH_KM = 70;

export interface DayLine {
  from: LatLng;
  to: LatLng;
  lengthKm: number;
  toleranceKm: number;
  stay: boolean;
}

export function dayLine(from: LatLng, to: LatLng): DayLine {
  const lengthKm = greatCircleKm(from, to);
  return {
    from,
    to,
    lengthKm,
    toleranceKm: Math.max(TOLERANCE_KM, lengthKm * TOLERANCE_SHARE),
    stay: lengthKm < STAY_KM,
  };
}

/** Km along the day's line of a point's foot (negative behind the start), and km off it. */
export function onLine(point: LatLng, line: DayLine): { progressKm: number; sideKm: number } {
  const { from, to } = line;
  const kx = Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180) * 111.2;
  const dx = (to.lng - from.lng) * kx;
  const dy = (to.lat - from.lat) * 111.2;
  const px = (point.lng - from.lng) * kx;
  const py = (point.lat - from.lat) * 111.2;
  const length = Math.hypot(dx, dy);
  if (length === 0) return { progressKm: 0, sideKm: Math.hypot(px, py) };
  return { progressKm: (px * dx + py * dy) / length, sideKm: Math.abs(px * dy - py * dx) / length };
}

/** Whether a sight belongs on this day at all: ahead, within reach of the line. */
export function fitsDay(point: LatLng, line: DayLine): boolean {
  if (line.stay) return greatCircleKm(point, line.from) <= STAY_REACH_KM;
  const { progressKm, sideKm } = onLine(point, line);
  const slack = line.toleranceKm * 0.5;
  return progressKm >= -slack && progressKm <= line.lengthKm + slack && sideKm <= line.toleranceKm * 0.9;
}

/**
 * What breaks the day's shape: for each fault, the index (into `stops`, whose last entry is the night
 * or the arrival) of the stop to blame and by how many km it overshoots. `margin` (< 1) keeps a little
 * inside the limits.
 */
export function shapeFaults(
  stops: readonly LatLng[],
  line: DayLine,
  margin = 0.95,
): { index: number; excessKm: number }[] {
  const faults: { index: number; excessKm: number }[] = [];
  if (line.stay) {
    stops.slice(0, -1).forEach((stop, index) => {
      const excessKm = greatCircleKm(stop, line.from) - STAY_REACH_KM * margin;
      if (excessKm > 0) faults.push({ index, excessKm });
    });
    return faults;
  }
  const limit = line.toleranceKm * margin;
  const at = (i: number): LatLng => (i < 0 ? line.from : (stops[i] as LatLng));
  let furthest = 0;
  let furthestIndex = -1;
  for (let i = 0; i < stops.length; i++) {
    const progress = onLine(at(i), line).progressKm;
    // Going back: blame the stop that overshot (or this one, when it lies behind the start).
    const back = furthest - progress - limit;
    if (back > 0) faults.push({ index: furthestIndex >= 0 ? furthestIndex : i, excessKm: back });
    if (progress > furthest) [furthest, furthestIndex] = [progress, i];
    if (i < stops.length - 1) {
      const side =
        greatCircleKm(at(i - 1), at(i)) +
        greatCircleKm(at(i), at(i + 1)) -
        greatCircleKm(at(i - 1), at(i + 1));
      if (side > 2 * limit) faults.push({ index: i, excessKm: side - 2 * limit });
    }
  }
  return faults;
}

const totalExcess = (faults: readonly { excessKm: number }[]) =>
  faults.reduce((sum, fault) => sum + fault.excessKm, 0);

/**
 * Drops stops until the day has its shape: the stop blamed most when it may go, else the one whose
 * going helps most. `removable` says which may go (never the night or the arrival).
 */
export function keepDayShape<T extends LatLng>(
  stops: T[],
  line: DayLine,
  removable: (stop: T) => boolean,
): void {
  for (let faults = shapeFaults(stops, line); faults.length; faults = shapeFaults(stops, line)) {
    const blamed = [...faults]
      .sort((a, b) => b.excessKm - a.excessKm)
      .find((fault) => removable(stops[fault.index] as T));
    let index = blamed?.index ?? -1;
    if (index < 0) {
      let best = Infinity;
      stops.forEach((stop, i) => {
        if (!removable(stop)) return;
        const excess = totalExcess(
          shapeFaults(
            stops.filter((_, j) => j !== i),
            line,
          ),
        );
        if (excess < best) [best, index] = [excess, i];
      });
    }
    if (index < 0) return;
    stops.splice(index, 1);
  }
}
