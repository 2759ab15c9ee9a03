/**
 * A line along the roads as stored in a plan: WGS84 [lat, lng] pairs. A routing server's geometry has a
 * point every few metres; plans keep a simplified copy that still reads right at any zoom a trip map
 * uses, so a plan with three route options stays small.
 */
export type RoadPath = [lat: number, lng: number][];

/** The most points one leg keeps. */
export const MAX_POINTS_PER_LEG = 200;
/** Douglas-Peucker tolerance, in degrees of latitude (about 20 m). */
const TOLERANCE_DEG = 0.0002;

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Joins lines end to end, dropping a point that repeats the one before it (legs and steps meet). */
export function joinPaths(paths: readonly RoadPath[]): RoadPath {
  const joined: RoadPath = [];
  for (const path of paths)
    for (const point of path) {
      const last = joined.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) joined.push(point);
    }
  return joined;
}

/**
 * Douglas-Peucker at about 20 m; when that still leaves more than `maxPoints`, the most significant
 * points (those Douglas-Peucker would keep longest as the tolerance grows) up to `maxPoints`. Rounded
 * to 5 decimals (about 1 m). The first and last points always stay.
 */
export function simplifyPath(path: RoadPath, maxPoints = MAX_POINTS_PER_LEG): RoadPath {
  // Douglas-Peucker can take quadratic time: a huge line first keeps every nth point (a server's
  // geometry has a point every few metres, far finer than what is kept).
  const every = Math.ceil(path.length / (maxPoints * 20));
  const line = every > 1 ? path.filter((_, i) => i % every === 0 || i === path.length - 1) : path;
  const weight = significance(line);
  let kept = line.flatMap((_, i) => ((weight[i] ?? 0) > TOLERANCE_DEG ? [i] : []));
  if (kept.length > maxPoints)
    kept = [...kept]
      .sort((a, b) => (weight[b] ?? 0) - (weight[a] ?? 0))
      .slice(0, maxPoints)
      .sort((a, b) => a - b);
  return joinPaths([kept.map((i): [number, number] => [round5(line[i]![0]), round5(line[i]![1])])]);
}

/**
 * Each point's Douglas-Peucker significance: the largest tolerance at which it would still be kept
 * (never more than the point that split its range, so keeping the most significant keeps a line).
 */
function significance(path: RoadPath): Float64Array {
  const weight = new Float64Array(path.length);
  if (path.length === 0) return weight;
  weight[0] = Infinity;
  weight[path.length - 1] = Infinity;
  // Longitude shrinks towards the poles: scale it so distances mean the same both ways.
  const kx = Math.cos(((path[0]?.[0] ?? 0) * Math.PI) / 180);
  const ranges: [number, number, number][] = [[0, path.length - 1, Infinity]];
  while (ranges.length) {
    const [first, last, cap] = ranges.pop() as [number, number, number];
    let farthest = -1;
    let farthestDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const distance = offLine(path[i]!, path[first]!, path[last]!, kx);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    const own = Math.min(farthestDistance, cap);
    weight[farthest] = own;
    ranges.push([first, farthest, own], [farthest, last, own]);
  }
  return weight;
}

/** Distance of p from the segment a-b, in degrees of latitude. */
function offLine(p: [number, number], a: [number, number], b: [number, number], kx: number): number {
  const [ay, ax] = [a[0], a[1] * kx];
  const [by, bx] = [b[0], b[1] * kx];
  const [py, px] = [p[0], p[1] * kx];
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
