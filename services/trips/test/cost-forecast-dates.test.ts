import { describe, expect, it } from 'vitest';
import { forecastCosts, type ForecastRoute, type ForecastTrip } from '../src/domain/cost-forecast.js';

// Issue 21: the trip's start date reaches the cost forecast: each day is dated, and the forecast says the
// prices are typical ones as of their own dates, not a forecast for the traveller's days.

const trip = (startDate: string | null): ForecastTrip => ({
  travelPartySize: 2,
  budget: 'moderate',
  accommodationType: 'hotels',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  startDate,
});

const threeDays: ForecastRoute = {
  routeName: 'Canyon Country',
  distanceUnit: 'mi',
  dailySegments: [1, 2, 3].map((day) => ({
    day,
    overnight: 'Moab, UT',
    driveSummary: { distanceMiles: 100 },
  })),
  stops: [],
};

describe('the cost forecast and the trip dates', () => {
  it('dates each day from the start date, across a month and a year end', () => {
    const forecast = forecastCosts(trip('2027-12-30'), threeDays);
    expect(forecast.days.map((day) => day.date)).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
    const dates = forecast.assumptions.find((line) => line.label === 'Dates');
    expect(dates?.value).toMatch(/^Thu 30 Dec 2027 to Sat 1 Jan 2028\. Prices are typical ones as of/);
  });

  it('leaves the days undated without a start date, and says how to set one', () => {
    const forecast = forecastCosts(trip(null), threeDays);
    expect(forecast.days.every((day) => day.date === null)).toBe(true);
    expect(forecast.assumptions.find((line) => line.label === 'Dates')?.value).toMatch(/No start date/);
  });

  it('never shifts a date by the server’s time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(forecastCosts(trip('2027-06-12'), threeDays).days[0]?.date).toBe('2027-06-12');
    } finally {
      process.env.TZ = before;
    }
  });
});
