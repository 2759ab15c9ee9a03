import type { Crossing, Island } from '../../data/catalogue-schema.js';
import { crossingsData } from '../../data/catalogue.js';
import { greatCircleKm, type LatLng } from './distance.js';
import { isOnLandmass, landmassAt } from './landmasses.js';

/**
 * Issue 19, "No driving between islands without a ferry". The islands the road network does not reach
 * and the ferries and car trains to them are data (crossings.json, with sources). Everything not on a
 * listed island is 'the mainland' of its continent, bridges and tunnels included (Zealand, Skye,
 * Manhattan): a conservative model that only ever adds a crossing where we know one is needed.
 */
export const MAINLAND = 'mainland';

interface IslandArea {
  island: Island;
  /** The 1:10m land polygon under the island's point; undefined for islets given a radius. */
  landmass: number | undefined;
}

let areas: IslandArea[] | undefined;
function islandAreas(): IslandArea[] {
  areas ??= crossingsData().islands.map((island) => ({
    island,
    landmass: island.radiusKm === undefined ? landmassAt(island) : undefined,
  }));
  return areas;
}

/** Planning asks for the same points many times (every candidate place against every night). */
const islandMemo = new Map<string, Island | null>();
const MEMO_LIMIT = 50_000;

/** The listed island a point stands on, if any. */
export function islandOf(point: LatLng): Island | undefined {
  const key = `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
  const known = islandMemo.get(key);
  if (known !== undefined) return known ?? undefined;
  const found = islandAreas().find(({ island, landmass }) =>
    landmass === undefined
      ? greatCircleKm(island, point) <= (island.radiusKm ?? 0)
      : isOnLandmass(point, landmass),
  )?.island;
  if (islandMemo.size >= MEMO_LIMIT) islandMemo.clear();
  islandMemo.set(key, found ?? null);
  return found;
}

/** The piece of the road network a point is on: a listed island's id, or MAINLAND. */
export const nodeOf = (point: LatLng): string => islandOf(point)?.id ?? MAINLAND;

/** A crossing as a trip takes it, in the direction travelled. */
export interface CrossingTaken {
  crossing: Crossing;
  from: Crossing['from'];
  to: Crossing['to'];
}

export interface WaterRoute {
  /** The drives between the crossings: from the start to the first port, port to port, the last port to the end. */
  drives: [LatLng, LatLng][];
  crossings: CrossingTaken[];
}

const carries = (crossing: Crossing) => crossing.kind !== 'passenger-boat';

/**
 * How to get from a to b with a car: undefined when both lie on one piece of the network (drive), the
 * crossings to take otherwise, or null when no car ferry or car train links them. `driveHours` times
 * the drives to and from the ports, so the quickest chain wins (Dover–Calais against Folkestone's
 * shuttle, the Interislander against a longer drive to another port).
 */
export function waterRoute(
  a: LatLng,
  b: LatLng,
  driveHours: (from: LatLng, to: LatLng) => number,
): WaterRoute | null | undefined {
  const start = nodeOf(a);
  const goal = nodeOf(b);
  if (start === goal) return undefined;
  const links = crossingsData().crossings.filter(carries);
  interface State {
    node: string;
    at: LatLng;
    hours: number;
    taken: CrossingTaken[];
  }
  // Dijkstra over the pieces of land; the graph has tens of nodes, so a sorted list is enough.
  const settled = new Set<string>();
  const open: State[] = [{ node: start, at: a, hours: 0, taken: [] }];
  let best: State | undefined;
  let bestHours = Infinity;
  while (open.length) {
    open.sort((x, y) => x.hours - y.hours);
    const state = open.shift() as State;
    if (settled.has(state.node) || state.hours >= bestHours) continue;
    settled.add(state.node);
    if (state.node === goal) {
      const total = state.hours + driveHours(state.at, b);
      if (total < bestHours) [best, bestHours] = [state, total];
      continue;
    }
    for (const crossing of links) {
      for (const [from, to] of [
        [crossing.from, crossing.to],
        [crossing.to, crossing.from],
      ] as const) {
        if (nodeOf(from) !== state.node) continue;
        const next = nodeOf(to);
        if (settled.has(next)) continue;
        open.push({
          node: next,
          at: to,
          hours:
            state.hours + driveHours(state.at, from) + (crossing.boardingMinutes + crossing.minutes) / 60,
          taken: [...state.taken, { crossing, from, to }],
        });
      }
    }
  }
  if (!best) return null;
  const stops: LatLng[] = [a, ...best.taken.flatMap(({ from, to }) => [from, to]), b];
  const drives: [LatLng, LatLng][] = [];
  for (let i = 0; i < stops.length; i += 2) drives.push([stops[i] as LatLng, stops[i + 1] as LatLng]);
  return { drives, crossings: best.taken };
}

/**
 * The pieces of land a car can reach from the point: its own and those car ferries or trains link (car
 * trains only, for a traveller who asked to avoid ferries).
 */
export function carNetworkOf(point: LatLng, options: { ferries?: boolean } = {}): ReadonlySet<string> {
  const links = crossingsData().crossings.filter(
    (crossing) => carries(crossing) && (options.ferries !== false || crossing.kind === 'car-train'),
  );
  const reached = new Set<string>([nodeOf(point)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { from, to } of links) {
      const [a, b] = [nodeOf(from), nodeOf(to)];
      if (reached.has(a) !== reached.has(b)) {
        reached.add(reached.has(a) ? b : a);
        grew = true;
      }
    }
  }
  return reached;
}

/** Whether a car can get from a to b at all (same piece of land, or a car ferry or train between). */
export function reachableByCar(a: LatLng, b: LatLng): boolean {
  return carNetworkOf(a).has(nodeOf(b));
}
