import { describe, expect, it } from 'vitest';
import { nodeOf } from '../src/domain/geo/crossings.js';
import type { TripPlan } from '../src/domain/planner/types.js';
import { hoursOf, plan } from './support/planner.js';

/**
 * Issue 19, borders and water: no driving between islands without a ferry. A day that crosses by ferry
 * names it, counts its time, and the plan's notes cite where its times come from; no stop lies on land a
 * car cannot reach from the start.
 */
describe('ferries and islands', () => {
  it('Wellington to Christchurch crosses Cook Strait on a named ferry, timed on its day', async () => {
    const result = await plan({
      startLocation: 'Wellington, New Zealand',
      endLocation: 'Christchurch, New Zealand',
      totalDays: 3,
      themes: ['nature'],
    });
    for (const option of result.routeOptions) {
      const ferryDays = option.dailySegments.filter((day) =>
        /Interislander|Bluebridge/.test(day.description),
      );
      expect(ferryDays, option.routeName).toHaveLength(1);
      const day = ferryDays[0]!;
      // The sailing (over 3 hours) is in the day's hours, though the few km driven would take far less.
      expect(day.driveSummary.estimatedHours, option.routeName).toBeGreaterThan(3.5);
      expect(day.description).toMatch(/crossing by water/);
      expect(hoursOf(/About ([^,]+) of travel/.exec(day.description)?.[1] ?? '')).toBeGreaterThan(3.5);
    }
    expect(result.notes.some((note) => /(Interislander|Bluebridge).*https:\/\//.test(note))).toBe(true);
  });

  it('keeps every stop on land a car can reach, and plans a North Island trip without a ferry', async () => {
    const result = await plan({
      startLocation: 'Auckland, New Zealand',
      endLocation: 'Wellington, New Zealand',
      totalDays: 3,
      themes: ['nature', 'history'],
    });
    for (const option of result.routeOptions) {
      expect(option.dailySegments.some((day) => /ferry/.test(day.description))).toBe(false);
      for (const stop of option.stops) expect(nodeOf(stop), stop.name).toBe(nodeOf(result.start));
    }
  });
});

describe('avoiding ferries', () => {
  it('refuses a trip that needs one, saying why, and plans the same trip when ferries are fine', async () => {
    const trip = {
      startLocation: 'Wellington, New Zealand',
      endLocation: 'Christchurch, New Zealand',
      totalDays: 3,
      themes: ['nature'],
    };
    await expect(plan({ ...trip, specialRequests: 'Please avoid ferries, I get seasick.' })).rejects.toThrow(
      /needs a car ferry, and you asked to avoid ferries/,
    );
    await expect(plan(trip)).resolves.toBeDefined();
  });

  it('keeps a trip off the islands only a ferry serves', async () => {
    const trip = {
      startLocation: 'Seattle, WA',
      endLocation: 'Vancouver, Canada',
      totalDays: 2,
      themes: ['nature'],
    };
    const takesFerry = (result: TripPlan) =>
      result.routeOptions.some((option) => option.dailySegments.some((day) => /ferry/.test(day.description)));
    // Vancouver Island's sights tempt an option onto BC Ferries...
    expect(takesFerry(await plan(trip))).toBe(true);
    // ...which a traveller avoiding ferries does not get.
    const result = await plan({ ...trip, specialRequests: 'No ferries please' });
    expect(takesFerry(result)).toBe(false);
    for (const option of result.routeOptions)
      for (const stop of option.stops) expect(nodeOf(stop), stop.name).toBe(nodeOf(result.start));
  });
});
