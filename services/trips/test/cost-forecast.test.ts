import { describe, expect, it } from 'vitest';
import { CONTINENTS } from '@byway/contracts/rules';
import { NATIONAL_FUEL_USD_PER_LITRE, US_FUEL_REGIONS } from '../src/data/cost-facts.js';
import { forecastCosts, type ForecastRoute, type ForecastTrip } from '../src/domain/cost-forecast.js';
import { fuelPriceAt } from '../src/domain/cost-regions.js';

// Hand-computed cases of the forecast arithmetic. Facts used (src/data/cost-facts.ts): 25 mpg, one car
// per 5 travellers; regular gasoline Rocky Mountain $3.40, California $5.05 per gallon; Japan $1.15 a
// litre; hotels $155 a room for two, hostels $40 a bed, camping $35 a site for six; food $65 (moderate)
// and $35 (budget) per person a day.

const trip = (overrides: Partial<ForecastTrip> = {}): ForecastTrip => ({
  travelPartySize: 2,
  budget: 'moderate',
  accommodationType: 'hotels',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  ...overrides,
});

const route = (days: Array<[miles: number | null, overnight: string | null]>): ForecastRoute => ({
  routeName: 'Canyon Country',
  distanceUnit: 'mi',
  dailySegments: days.map(([distanceMiles, overnight], index) => ({
    day: index + 1,
    overnight,
    driveSummary: { distanceMiles },
  })),
  stops: [],
});

const utah3Days = route([
  [100, 'Green River, UT'],
  [100, 'Moab, UT'],
  [100, 'Moab, UT'],
]);

describe('trip cost forecast', () => {
  it('2 people, moderate, hotels, 3 days of 100 miles in Utah', () => {
    const forecast = forecastCosts(trip(), utah3Days);
    // Fuel 100 / 25 x 3.40 = 13.60 -> $14 a day; one room $155 for two nights; food 2 x $65 = $130 a day.
    expect(forecast.days).toEqual([
      expect.objectContaining({ day: 1, miles: 100, fuel: 14, lodging: 155, food: 130, total: 299 }),
      expect.objectContaining({ day: 2, miles: 100, fuel: 14, lodging: 155, food: 130, total: 299 }),
      expect.objectContaining({ day: 3, miles: 100, fuel: 14, lodging: 0, food: 130, total: 144 }),
    ]);
    expect(forecast.total).toEqual({ fuel: 42, lodging: 310, food: 390, total: 742 });
    expect(forecast.perPerson).toBe(371);
    expect(forecast.label).toBe('Estimate');
    expect(forecast.currency).toBe('USD');
    expect(forecast.days[0]?.fuelRegion).toBe('Rocky Mountain (PADD 4)');
    expect(forecast.assumptions.find((a) => a.label === 'Fuel price, Rocky Mountain (PADD 4)')?.value).toBe(
      '$3.40 per US gallon of regular gasoline',
    );
  });

  it('a solo traveller in hostels on a budget pays for one bed and one person’s food', () => {
    const forecast = forecastCosts(
      trip({ travelPartySize: 1, budget: 'budget', accommodationType: 'hostels' }),
      route([
        [200, 'San Luis Obispo, CA'],
        [200, 'Los Angeles, CA'],
      ]),
    );
    // Fuel 200 / 25 x 5.05 = 40.40 -> $40; one bed $40; food $35.
    expect(forecast.days.map(({ fuel, lodging, food, total }) => [fuel, lodging, food, total])).toEqual([
      [40, 40, 35, 115],
      [40, 0, 35, 75],
    ]);
    expect(forecast.total.total).toBe(190);
    expect(forecast.perPerson).toBe(190);
    expect(forecast.assumptions.map((a) => a.value).join(' ')).toContain('1 bed for 1 traveller');
  });

  it('a party of 5 in hotels takes 3 rooms (one car); a party of 6 drives two cars', () => {
    const five = forecastCosts(trip({ travelPartySize: 5 }), utah3Days);
    expect(five.days[0]).toMatchObject({ lodging: 465, fuel: 14, food: 325 });
    expect(five.assumptions.find((a) => a.label.startsWith('Lodging'))?.value).toContain(
      '3 rooms for 5 travellers',
    );

    const six = forecastCosts(trip({ travelPartySize: 6 }), utah3Days);
    // Two cars: 2 x 13.60 = 27.20 -> $27.
    expect(six.days[0]).toMatchObject({ lodging: 465, fuel: 27, food: 390 });
  });

  it('camping prices one site for up to six travellers', () => {
    const forecast = forecastCosts(trip({ travelPartySize: 5, accommodationType: 'camping' }), utah3Days);
    expect(forecast.days.map((day) => day.lodging)).toEqual([35, 35, 0]);
  });

  it('charges no lodging on the last day, even on a one-day trip', () => {
    expect(forecastCosts(trip(), utah3Days).days.at(-1)?.lodging).toBe(0);
    const oneDay = forecastCosts(trip(), route([[150, 'Moab, UT']]));
    // 150 / 25 x 3.40 = 20.40 -> $20.
    expect(oneDay.days).toEqual([expect.objectContaining({ fuel: 20, lodging: 0, food: 130, total: 150 })]);
  });

  it('a trip in Japan uses Japan’s petrol price, converted from litres to gallons', () => {
    const forecast = forecastCosts(
      trip({ startLocation: 'Tokyo, Japan', endLocation: 'Kyoto, Japan' }),
      route([
        [100, 'Hamamatsu, Japan'],
        [100, 'Kyoto, Japan'],
      ]),
    );
    // $1.15 a litre x 3.785 = $4.35 a gallon; 100 / 25 x 4.35 = 17.40 -> $17.
    expect(forecast.days.map((day) => [day.fuelRegion, day.fuel])).toEqual([
      ['Japan', 17],
      ['Japan', 17],
    ]);
    const fuel = forecast.assumptions.find((a) => a.label === 'Fuel price, Japan');
    expect(fuel).toMatchObject({
      value: '$4.35 per US gallon of regular gasoline',
      asOf: 'typical, June 2024',
      url: 'https://www.globalpetrolprices.com/gasoline_prices/',
    });
  });

  it('an Italian trip reads its days in km and its fuel use per 100 km; a plan without km reads them from miles', () => {
    const forecast = forecastCosts(trip({ startLocation: 'Rome, Italy', endLocation: 'Florence, Italy' }), {
      routeName: 'The Direct Drive to Florence',
      distanceUnit: 'km',
      dailySegments: [
        { day: 1, overnight: 'Orvieto, Italy', driveSummary: { distanceMiles: 75, distanceKm: 120.4 } },
        { day: 2, overnight: 'Florence, Italy', driveSummary: { distanceMiles: 99 } },
      ],
      stops: [],
    });
    expect(forecast.distanceUnit).toBe('km');
    expect(forecast.days.map((day) => [day.km, day.miles])).toEqual([
      [120.4, 75],
      [159.3, 99],
    ]);
    expect(forecast.assumptions[0]?.value).toMatch(
      /^9\.4 litres per 100 km \(25 miles per US gallon\), 1 car/,
    );
    expect(forecastCosts(trip(), utah3Days).assumptions[0]?.value).toMatch(/^25 miles per US gallon, 1 car/);
  });

  it('lists every assumption it used: consumption, each fuel price with date and source, lodging, food', () => {
    const forecast = forecastCosts(
      trip(),
      route([
        [300, 'Las Vegas, NV'],
        [270, 'Los Angeles, CA'],
      ]),
    );
    expect(forecast.assumptions.map((a) => a.label)).toEqual([
      'Fuel consumption',
      'Fuel price, West Coast except California (PADD 5)',
      'Fuel price, California',
      'Lodging, Hotels',
      'Food, Moderate budget',
      'Not included',
      'Dates',
    ]);
    const california = forecast.assumptions[2];
    expect(california).toMatchObject({
      asOf: 'typical, June 2024',
      url: 'https://www.eia.gov/petroleum/gasdiesel/',
    });
  });

  it('falls back to the day’s stops, then to the US average when no place can be told, and says so', () => {
    const fromStops = forecastCosts(trip(), {
      routeName: 'Back roads',
      distanceUnit: 'mi',
      dailySegments: [{ day: 1, overnight: null, driveSummary: { distanceMiles: 100 } }],
      stops: [
        { dayNumber: 1, orderInDay: 1, address: 'Somewhere, CO' },
        { dayNumber: 1, orderInDay: 2, address: 'Eureka, California' },
      ],
    });
    expect(fromStops.days[0]?.fuelRegion).toBe('California');

    const nowhere = forecastCosts(
      trip({ startLocation: 'Atlantis', endLocation: 'El Dorado' }),
      route([[100, 'Shangri-La']]),
    );
    expect(nowhere.days[0]).toMatchObject({ fuelRegion: 'United States average', fuel: 14 });
    expect(nowhere.assumptions.map((a) => a.label)).toContain('Fuel price, places we could not place');
  });

  it('prices a trip with no budget or accommodation as moderate food and a hotel room', () => {
    const forecast = forecastCosts(trip({ budget: null, accommodationType: null }), utah3Days);
    expect(forecast.days[0]).toMatchObject({ lodging: 155, food: 130 });
    expect(forecast.assumptions.map((a) => a.label)).toContain(
      'Lodging, no preference (priced as a hotel room)',
    );
  });
});

describe('fuel price facts', () => {
  it('price every trip-pack country and every US state', () => {
    const countries = CONTINENTS.flatMap((continent) => continent.countries).filter((c) => c.iso2 !== 'US');
    expect(countries.filter((c) => NATIONAL_FUEL_USD_PER_LITRE[c.iso2] === undefined)).toEqual([]);
    const states = US_FUEL_REGIONS.flatMap((region) => Object.keys(region.states));
    expect(new Set(states).size).toBe(51);
    expect(states).toHaveLength(51);
  });

  it('read the most specific place of a label', () => {
    expect(fuelPriceAt('Austin, TX, USA')?.region).toBe('Gulf Coast (PADD 3)');
    expect(fuelPriceAt('Washington, PA')?.region).toBe('Central Atlantic (PADD 1B)');
    expect(fuelPriceAt('Banff, Alberta')?.region).toBe('Canada');
    expect(fuelPriceAt('Somewhere, USA')?.region).toBe('United States average');
    expect(fuelPriceAt('Paris')).toBeNull();
  });
});
