import type { MockedResponse } from '@apollo/client/testing';
import { TripCostForecastQuery, type TripCostForecast } from '../api/cost-forecast';

type Typed<T> = T & { __typename: string };
type ForecastDay = TripCostForecast['days'][number];

/** When the trips service last saved the fixture trip; 'Generate New Itinerary' moves it on. */
export const TRIP_UPDATED_AT = '2026-11-20T10:00:00.000Z';

/** One day as the trips service prices it: whole dollars, no lodging after the last day. */
export function forecastDay(
  day: number,
  {
    km,
    overnight,
    fuel,
    lodging,
    food,
    date = null,
  }: Omit<ForecastDay, 'day' | 'total' | 'date'> & {
    date?: string | null;
  },
): Typed<ForecastDay> {
  return {
    __typename: 'CostForecastDay',
    day,
    date,
    km,
    overnight,
    fuel,
    lodging,
    food,
    total: fuel + lodging + food,
  };
}

const figures = (fuel: number, lodging: number, food: number) => ({
  __typename: 'CostFigures',
  fuel,
  lodging,
  food,
  total: fuel + lodging + food,
});

const assumption = (
  label: string,
  value: string,
  asOf: string | null = null,
  source: string | null = null,
  url: string | null = null,
) => ({ __typename: 'CostAssumption', label, value, asOf, source, url });

/**
 * The assumptions the service states for two travellers with a moderate budget, no lodging preference and
 * fuel priced in the Rocky Mountain region (services/trips/src/data/cost-facts.ts): each figure dated and
 * sourced, as the panel shows them.
 */
const ASSUMPTIONS = [
  assumption(
    'Fuel consumption',
    '25 miles per US gallon, 1 car (one per 5 travellers)',
    'typical, 2023 model year',
    'US EPA Automotive Trends Report',
    'https://www.epa.gov/automotive-trends',
  ),
  assumption(
    'Fuel price, Rocky Mountain (PADD 4)',
    '$3.40 per US gallon of regular gasoline',
    'typical, June 2024',
    'US EIA, Gasoline and Diesel Fuel Update (regular gasoline, retail)',
    'https://www.eia.gov/petroleum/gasdiesel/',
  ),
  assumption(
    'Lodging, no preference (priced as a hotel room)',
    '$155 per room a night, 1 room for 2 travellers, no lodging after the last day',
    'typical, 2024',
    'STR (CoStar) US hotel average daily rate',
    'https://str.com/',
  ),
  assumption(
    'Food, Moderate budget',
    '$65 per person a day (the food share of the budget tier; lodging is priced apart)',
    'typical, June 2024',
    'Byway estimate',
  ),
  assumption(
    'Not included',
    'Activities, entry fees, tolls, parking and car rental; lodging and food at typical US prices in every country',
  ),
];

/** The trips service's answer to TripCostForecast: an estimate for two travellers, totals added from the days. */
export function costForecastAnswer({
  tripId = 7,
  routeIndex = 0,
  routeName,
  updatedAt = TRIP_UPDATED_AT,
  distanceUnit = 'mi',
  days,
}: {
  tripId?: number;
  routeIndex?: number;
  routeName: string;
  updatedAt?: string;
  distanceUnit?: 'mi' | 'km';
  days: ForecastDay[];
}): MockedResponse {
  const sum = (pick: (day: ForecastDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const total = figures(
    sum((day) => day.fuel),
    sum((day) => day.lodging),
    sum((day) => day.food),
  );
  return {
    request: { query: TripCostForecastQuery, variables: { id: tripId, routeIndex } },
    result: {
      data: {
        trip: {
          __typename: 'Trip',
          id: tripId,
          updatedAt,
          costForecast: {
            __typename: 'CostForecast',
            label: 'Estimate',
            currency: 'USD',
            routeIndex,
            routeName,
            distanceUnit,
            partySize: 2,
            perPerson: Math.round(total.total / 2),
            total,
            days,
            assumptions: ASSUMPTIONS,
          },
        },
      },
    },
  };
}

/**
 * The forecast for a route option of tripFixture() (trip-detail.fixtures.ts), priced as the service would:
 * 25 mpg at $3.40 a gallon, a $155 room a night (none after the last day), $65 of food a person a day.
 * The Classic drives 157 miles to Glenwood Springs, rests there, then 197 miles to Moab (354 miles);
 * the Scenic Byway plans one day, 410 miles.
 */
export function tripFixtureForecast(routeIndex: 0 | 1, updatedAt = TRIP_UPDATED_AT): MockedResponse {
  if (routeIndex === 1) {
    return costForecastAnswer({
      routeIndex,
      routeName: 'The Scenic Byway',
      updatedAt,
      days: [forecastDay(2, { km: 659.8, overnight: 'Moab, UT', fuel: 56, lodging: 0, food: 130 })],
    });
  }
  return costForecastAnswer({
    routeIndex,
    routeName: 'The Classic',
    updatedAt,
    days: [
      forecastDay(1, { km: 252.7, overnight: 'Glenwood Springs, CO', fuel: 21, lodging: 155, food: 130 }),
      forecastDay(2, { km: 0, overnight: 'Glenwood Springs, CO', fuel: 0, lodging: 155, food: 130 }),
      forecastDay(3, { km: 317, overnight: 'Moab, UT', fuel: 27, lodging: 0, food: 130 }),
    ],
  });
}

/** The service's answer for a trip with no planned days on the route option shown: nothing to price. */
export function emptyForecast(routeName: string, routeIndex = 0): MockedResponse {
  return costForecastAnswer({ routeIndex, routeName, days: [] });
}
