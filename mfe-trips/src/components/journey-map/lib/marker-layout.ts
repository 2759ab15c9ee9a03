// Keeps the journey map readable without tiles (issue 11): the towns where the days end are named on the
// map. (Stops that would pile up share a bubble: stop-clusters.ts.)

/**
 * The town a stop names when a day ends there ('Overnight in Edwards, CO' → 'Edwards'), else null: those
 * are the names a traveller looks for on a map without tiles.
 */
export function townOfStop(name: string): string | null {
  const match = /^(?:Overnight in|Arrive in|Start in|Depart from)\s+(.+)$/i.exec(name.trim());
  if (!match?.[1]) return null;
  return match[1].split(',')[0]!.trim() || null;
}
