import { describe, expect, it } from 'vitest';
import { roadPathsOf } from './road-paths';

const segment = (day: number, path: number[][] | null) => ({
  day,
  title: `Day ${day}`,
  description: '',
  driveSummary: { estimatedHours: 2 },
  path,
});

describe('roadPathsOf', () => {
  const road = [
    [39.74, -104.99],
    [39.64, -106.37],
  ];

  it('passes each day’s path to the map', () => {
    expect(roadPathsOf([segment(1, road), segment(2, null)], [{ dayNumber: 1, isCustom: false }])).toEqual([
      { day: 1, path: road },
      { day: 2, path: null },
    ]);
  });

  it('leaves out the path of a day with a stop the traveller added (its road was measured without it)', () => {
    const stops = [
      { dayNumber: 1, isCustom: false },
      { dayNumber: 2, isCustom: true },
    ];
    expect(roadPathsOf([segment(1, road), segment(2, road)], stops)).toEqual([
      { day: 1, path: road },
      { day: 2, path: null },
    ]);
  });
});
