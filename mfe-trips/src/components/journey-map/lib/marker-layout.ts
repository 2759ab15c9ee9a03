// Keeps the journey map readable without tiles (issue 11): markers that would pile up on the screen are
// fanned out around their shared spot, and the towns where the days end are named on the map.

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Markers closer than this on screen (px) are drawn apart. */
export const CROWDED_PX = 22;
/** How far a fanned-out marker moves from the group's centre (px). */
const FAN_RADIUS_PX = 16;

/**
 * Screen offsets (px) for markers at `points`: a marker alone stays put; a group of markers closer than
 * CROWDED_PX to each other is laid around the group's centre, in route order, clockwise from the top.
 */
export function fanOut(points: readonly ScreenPoint[]): ScreenPoint[] {
  const offsets = points.map(() => ({ x: 0, y: 0 }));
  const group = new Array<number>(points.length).fill(-1);
  const groups: number[][] = [];
  points.forEach((point, i) => {
    if (group[i] !== -1) return;
    const members = [i];
    group[i] = groups.length;
    // Grow the group with every point near any member (a chain of close stops is one pile).
    for (let k = 0; k < members.length; k++) {
      const from = points[members[k]!]!;
      points.forEach((other, j) => {
        if (group[j] === -1 && Math.hypot(other.x - from.x, other.y - from.y) < CROWDED_PX) {
          group[j] = groups.length;
          members.push(j);
        }
      });
    }
    groups.push(members.sort((a, b) => a - b));
  });
  for (const members of groups) {
    if (members.length < 2) continue;
    const centre = {
      x: members.reduce((sum, i) => sum + points[i]!.x, 0) / members.length,
      y: members.reduce((sum, i) => sum + points[i]!.y, 0) / members.length,
    };
    const radius = FAN_RADIUS_PX * Math.max(1, members.length / 6);
    members.forEach((i, n) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * n) / members.length;
      offsets[i] = {
        x: Math.round(centre.x + radius * Math.cos(angle) - points[i]!.x),
        y: Math.round(centre.y + radius * Math.sin(angle) - points[i]!.y),
      };
    });
  }
  return offsets;
}

/**
 * The town a stop names when a day ends there ('Overnight in Edwards, CO' → 'Edwards'), else null: those
 * are the names a traveller looks for on a map without tiles.
 */
export function townOfStop(name: string): string | null {
  const match = /^(?:Overnight in|Arrive in|Start in|Depart from)\s+(.+)$/i.exec(name.trim());
  if (!match?.[1]) return null;
  return match[1].split(',')[0]!.trim() || null;
}
