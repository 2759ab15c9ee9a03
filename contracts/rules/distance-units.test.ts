import { describe, expect, it } from 'vitest';
import {
  chooseDistanceUnit,
  distanceUnitOfCountry,
  formatDistance,
  formatDistanceEstimate,
  kmFromDistanceText,
  milesToKm,
} from './distance-units.js';

describe('the unit a traveller reads', () => {
  it('is miles where the road signs are in miles, kilometres elsewhere', () => {
    for (const country of ['US', 'GB', 'LR', 'MM', 'PR', 'gb'])
      expect(distanceUnitOfCountry(country)).toBe('mi');
    for (const country of ['IT', 'IE', 'CA', 'AU', 'IS', 'DE', 'JP'])
      expect(distanceUnitOfCountry(country)).toBe('km');
  });

  it('is miles for a trip stored before plans knew their country', () => {
    expect(distanceUnitOfCountry(null)).toBe('mi');
  });

  it("follows the profile's preference over the country, and the country when the profile says so", () => {
    expect(chooseDistanceUnit('km', 'mi')).toBe('mi');
    expect(chooseDistanceUnit('mi', 'km')).toBe('km');
    expect(chooseDistanceUnit('km', 'country')).toBe('km');
    expect(chooseDistanceUnit('mi', null)).toBe('mi');
  });
});

describe('a distance as the traveller reads it', () => {
  it('reads Rome to Florence in km and Denver to Moab in miles, rounded to whole units', () => {
    expect(formatDistance(280.4, 'km')).toBe('280 km');
    expect(formatDistance(milesToKm(354), 'mi')).toBe('354 mi');
    expect(formatDistance(569.7, 'mi')).toBe('354 mi');
    expect(formatDistance(0.4, 'km')).toBe('0 km');
    expect(formatDistance(1937.6, 'km')).toBe('1,938 km');
  });

  it('writes a rough estimate to the nearest 10 in its unit', () => {
    expect(formatDistanceEstimate(1633, 'km')).toBe('About 1,630 km (estimate)');
    expect(formatDistanceEstimate(milesToKm(71), 'mi')).toBe('About 70 mi (estimate)');
  });

  it('reads an old stored text distance back as kilometres, whichever unit it was written in', () => {
    expect(kmFromDistanceText('412 miles')).toBeCloseTo(663.05, 1);
    expect(kmFromDistanceText('1,204 mi')).toBeCloseTo(1937.65, 1);
    expect(kmFromDistanceText('280 km')).toBe(280);
    expect(kmFromDistanceText('About 410 miles (estimate)')).toBeCloseTo(659.8, 1);
    expect(kmFromDistanceText('a long way')).toBeNull();
    expect(kmFromDistanceText(null)).toBeNull();
  });
});
