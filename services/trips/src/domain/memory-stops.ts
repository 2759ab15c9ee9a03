import type { TripStopRecord } from '../data-access/trip-repository.js';

/** How memories match stops: by name, ignoring case and spacing ('Delicate Arch ' is 'delicate arch'). */
export function sameStop(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The names of every stop the trip's current itinerary holds: each route option's, and added stops. */
export function itineraryStopNames(
  routeOptions: readonly unknown[],
  stops: readonly Pick<TripStopRecord, 'name'>[],
): Set<string> {
  const names = new Set(stops.map((stop) => sameStop(stop.name)));
  for (const option of routeOptions) {
    const optionStops = (option as { stops?: unknown } | null)?.stops;
    if (!Array.isArray(optionStops)) continue;
    for (const stop of optionStops) {
      const name = (stop as { name?: unknown } | null)?.name;
      if (typeof name === 'string') names.add(sameStop(name));
    }
  }
  return names;
}
