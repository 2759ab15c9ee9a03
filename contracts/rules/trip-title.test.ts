import { describe, expect, it } from 'vitest';
import { dayHeading, tripDisplayTitle } from './trip-title.js';

describe('trip and day titles', () => {
  it("says a day's number once, whether or not the planner's title already starts with it", () => {
    expect(dayHeading(1, 'Day 1: Denver to Silverthorne')).toBe('Day 1: Denver to Silverthorne');
    expect(dayHeading(2, 'day 2 - Vail to Glenwood Springs')).toBe('Day 2: Vail to Glenwood Springs');
    expect(dayHeading(3, 'Into the canyons')).toBe('Day 3: Into the canyons');
    // Another day's number is the title's own words, kept.
    expect(dayHeading(4, 'Day 3 of rain')).toBe('Day 4: Day 3 of rain');
    expect(dayHeading(5, '  ')).toBe('Day 5');
    expect(dayHeading(6, null)).toBe('Day 6');
  });

  it("falls back to 'start → end' for a blank title", () => {
    expect(tripDisplayTitle({ title: ' ', startLocation: 'Denver, CO', endLocation: 'Moab, UT' })).toBe(
      'Denver, CO → Moab, UT',
    );
  });
});
