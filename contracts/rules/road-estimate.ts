/**
 * How much longer a road is than the straight line between its ends, without a routing engine: roads
 * wander more on short hops (town streets, park roads) and less between cities (interstates). Typical US
 * circuity is about 1.2 for long trips (Ballou et al., 2002; Boscoe et al., 2012). The planner's drive
 * estimates and the trip packs' distances use these bands; every figure made with them is labelled an
 * estimate to the traveller.
 */
export const CIRCUITY_BANDS: readonly { upToKm: number; factor: number }[] = [
  { upToKm: 25, factor: 1.35 },
  { upToKm: 100, factor: 1.3 },
  { upToKm: 400, factor: 1.25 },
  { upToKm: Infinity, factor: 1.2 },
];

/** Estimated road kilometres for a straight-line distance. */
export function roadKmEstimate(straightKm: number): number {
  const factor = CIRCUITY_BANDS.find((band) => straightKm <= band.upToKm)?.factor ?? 1.2;
  return straightKm * factor;
}
