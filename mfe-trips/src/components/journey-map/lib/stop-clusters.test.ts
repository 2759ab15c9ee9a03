import { describe, expect, it } from 'vitest';
import { stopClusters } from './stop-clusters';

// Montréal to Asheville in 14 days, roughly: 44 stops strung along 1,500 km, a few days' stops close
// together. The compact map once drew such a trip as a ring of 44 markers (issue 21).
const trip = Array.from({ length: 44 }, (_, i) => ({
  lat: 45.5 - i * 0.25 + (i % 3) * 0.01,
  lng: -73.6 - i * 0.2 + (i % 2) * 0.01,
}));

const itemsAt = (zoom: number) => stopClusters(trip, 18).at(zoom);

describe('stopClusters', () => {
  it('accounts for every stop exactly once at every zoom', () => {
    for (const zoom of [2, 4, 5, 6, 8, 10, 12, 17, 18]) {
      const seen = itemsAt(zoom).flatMap((item) => (item.kind === 'stop' ? [item.index] : item.members));
      expect(seen.sort((a, b) => a - b)).toEqual(trip.map((_, i) => i));
    }
  });

  it('groups the whole trip into a few bubbles when zoomed out, and none at street level', () => {
    const far = itemsAt(3);
    expect(far.length).toBeLessThan(5);
    expect(far.some((item) => item.kind === 'cluster')).toBe(true);
    expect(itemsAt(18).every((item) => item.kind === 'stop')).toBe(true);
    expect(itemsAt(12).every((item) => item.kind === 'stop')).toBe(true);
  });

  it('places a bubble among the stops it stands for, and says at which zoom they part', () => {
    for (const item of itemsAt(5)) {
      if (item.kind !== 'cluster') continue;
      const lats = item.members.map((i) => trip[i]!.lat);
      const lngs = item.members.map((i) => trip[i]!.lng);
      expect(item.lat).toBeGreaterThanOrEqual(Math.min(...lats));
      expect(item.lat).toBeLessThanOrEqual(Math.max(...lats));
      expect(item.lng).toBeGreaterThanOrEqual(Math.min(...lngs));
      expect(item.lng).toBeLessThanOrEqual(Math.max(...lngs));
      expect(item.expansionZoom).toBeGreaterThan(5);
      const after = itemsAt(item.expansionZoom);
      const stillTogether = after.some(
        (other) => other.kind === 'cluster' && item.members.every((m) => other.members.includes(m)),
      );
      expect(stillTogether).toBe(false);
    }
  });

  it('keeps two stops on one spot apart only at the deepest zoom', () => {
    const pair = [
      { lat: 39.64, lng: -106.37 },
      { lat: 39.64, lng: -106.37 },
    ];
    const clusters = stopClusters(pair, 18);
    expect(clusters.at(17)).toEqual([expect.objectContaining({ kind: 'cluster', members: [0, 1] })]);
    expect(clusters.at(18)).toEqual([
      { kind: 'stop', index: 0 },
      { kind: 'stop', index: 1 },
    ]);
  });
});
