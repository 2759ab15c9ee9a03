import { describe, expect, it } from 'vitest';
import { CROWDED_PX, fanOut, townOfStop } from './marker-layout';

describe('fanOut', () => {
  it('leaves a marker alone where it is and draws a pile of markers apart', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 104, y: 101 },
      { x: 102, y: 98 },
      { x: 300, y: 300 },
    ];
    const offsets = fanOut(points);
    expect(offsets[3]).toEqual({ x: 0, y: 0 });
    const placed = points.map((point, i) => ({ x: point.x + offsets[i]!.x, y: point.y + offsets[i]!.y }));
    for (let a = 0; a < 3; a++) {
      for (let b = a + 1; b < 3; b++) {
        expect(Math.hypot(placed[a]!.x - placed[b]!.x, placed[a]!.y - placed[b]!.y)).toBeGreaterThan(20);
      }
      // Still near the spot they mark.
      expect(Math.hypot(placed[a]!.x - 102, placed[a]!.y - 100)).toBeLessThan(CROWDED_PX);
    }
  });

  it('treats a chain of close stops as one pile', () => {
    const chain = [0, 15, 30, 45].map((x) => ({ x, y: 0 }));
    const offsets = fanOut(chain);
    expect(offsets.every((offset) => offset.x !== 0 || offset.y !== 0)).toBe(true);
  });
});

describe('townOfStop', () => {
  it('names the town a day ends in, and nothing else', () => {
    expect(townOfStop('Overnight in Edwards, CO')).toBe('Edwards');
    expect(townOfStop('Arrive in Moab')).toBe('Moab');
    expect(townOfStop('Delicate Arch')).toBeNull();
    expect(townOfStop('Lunch in downtown Gypsum')).toBeNull();
  });
});
