/**
 * A day's route line (DailySegment.path, [lat, lng] pairs) as `trip_plans` keeps it: an Encoded
 * Polyline (Google's algorithm, 5 decimals). FerretDB 1.x refuses nested arrays, and the text is a
 * fraction of the size of a list of pairs. Plans are encoded on every write and decoded on every read,
 * so the rest of the service only ever sees pairs; a path already stored as text stays as it is.
 */
type Pair = [number, number];

const isPair = (value: unknown): value is Pair =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 90 &&
  Math.abs(value[1] as number) <= 180;

export function encodePath(path: readonly Pair[]): string {
  let text = '';
  let previous: Pair = [0, 0];
  for (const point of path) {
    const scaled: Pair = [Math.round(point[0] * 1e5), Math.round(point[1] * 1e5)];
    for (const axis of [0, 1] as const) {
      const delta = scaled[axis] - previous[axis];
      let value = delta < 0 ? ~(delta << 1) : delta << 1;
      while (value >= 0x20) {
        text += String.fromCharCode((0x20 | (value & 0x1f)) + 63);
        value >>= 5;
      }
      text += String.fromCharCode(value + 63);
    }
    previous = scaled;
  }
  return text;
}

/** The pairs of an encoded path; null when the text is not one. */
export function decodePath(text: string): Pair[] | null {
  const path: Pair[] = [];
  const position: Pair = [0, 0];
  let index = 0;
  while (index < text.length) {
    for (const axis of [0, 1] as const) {
      let shift = 0;
      let value = 0;
      let byte: number;
      do {
        byte = text.charCodeAt(index++) - 63;
        if (!(byte >= 0 && byte < 64) || shift > 30) return null;
        value |= (byte & 0x1f) << shift;
        shift += 5;
      } while (byte >= 0x20);
      position[axis] += value & 1 ? ~(value >> 1) : value >> 1;
    }
    const point: Pair = [position[0] / 1e5, position[1] / 1e5];
    if (!isPair(point)) return null;
    path.push(point);
  }
  return path;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each route option's daily segments with `path` changed by `change`; anything else as it was. */
function mapPaths(routeOptions: readonly unknown[], change: (path: unknown) => unknown): unknown[] {
  return routeOptions.map((option) =>
    isRecord(option) && Array.isArray(option.dailySegments)
      ? {
          ...option,
          dailySegments: option.dailySegments.map((segment: unknown) =>
            isRecord(segment) && 'path' in segment ? { ...segment, path: change(segment.path) } : segment,
          ),
        }
      : option,
  );
}

/** Route options as stored: paths encoded (a path that is not a list of pairs is stored as null). */
export function storedRouteOptions(routeOptions: readonly unknown[]): unknown[] {
  return mapPaths(routeOptions, (path) => {
    if (typeof path === 'string') return path;
    return Array.isArray(path) && path.length > 0 && path.every(isPair) ? encodePath(path) : null;
  });
}

/** Route options as read: paths as [lat, lng] pairs, null when missing or unreadable. */
export function readRouteOptions(routeOptions: readonly unknown[]): unknown[] {
  return mapPaths(routeOptions, (path) => (typeof path === 'string' ? decodePath(path) : null));
}
