/**
 * A trip's title as shown (spec 2, trip detail: "title (fallback 'start → end')"): its own title, or
 * 'start → end' when it is blank. The trip page, the trip list, the public trip page, the share links and
 * the exports all read it here. (The dashboard's cards keep the spec's own 'Untitled Trip'; a trip saved
 * with a blank title is stored as 'start to end', spec 5.)
 */
export function tripDisplayTitle(trip: {
  title: string;
  startLocation: string;
  endLocation: string;
}): string {
  return trip.title.trim() || `${trip.startLocation} → ${trip.endLocation}`;
}

/**
 * A day's heading: 'Day 2: Vail to Glenwood Springs' from day 2 and the planner's title, which may already
 * start with its 'Day 2' (issue 21: exports wrote 'Day 1: Day 1: …'), or 'Day 2' when there is no title.
 */
export function dayHeading(day: number, title: string | null | undefined): string {
  const rest = (title ?? '').replace(new RegExp(`^\\s*Day\\s+${day}\\s*[:.\\-–]?\\s*`, 'i'), '').trim();
  return rest ? `Day ${day}: ${rest}` : `Day ${day}`;
}
