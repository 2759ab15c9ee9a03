import {
  ACCOMMODATION_CHOICES,
  ACCOMMODATION_LABELS,
  BUDGET_LABELS,
  kmToMiles,
  milesToKm,
  normaliseBudget,
} from '@byway/contracts/rules';
import type { AccommodationChoice, DistanceUnit } from '@byway/contracts/rules';
import {
  DEFAULT_ACCOMMODATION,
  DEFAULT_BUDGET,
  FOOD_PER_PERSON_DAY,
  FOOD_SOURCE,
  FUEL_CONSUMPTION,
  LODGING_RATES,
} from '../data/cost-facts.js';
import { FALLBACK_FUEL_PRICE, fuelPriceAt, type FuelPrice } from './cost-regions.js';

/**
 * The whole-trip cost forecast: fuel from each day's miles, lodging for each night, food for each day,
 * in whole US dollars. Pure arithmetic over the trip and one route option of its stored plan, so a
 * regenerated plan gives a new forecast with nothing stored.
 */

export interface ForecastTrip {
  travelPartySize: number | null | undefined;
  budget: string | null | undefined;
  accommodationType: string | null | undefined;
  startLocation: string;
  endLocation: string;
  /** The first day's date (YYYY-MM-DD), when the traveller set one. */
  startDate?: string | null | undefined;
}

/** What the forecast reads of a route option (see services/ai/src/domain/planner/types.ts). */
export interface ForecastRoute {
  routeName: string;
  /** The unit of the country the trip starts in; the forecast's texts and screens use it. */
  distanceUnit: DistanceUnit;
  dailySegments: ReadonlyArray<{
    day: number;
    overnight?: string | null | undefined;
    driveSummary?:
      | { distanceMiles?: number | null | undefined; distanceKm?: number | null | undefined }
      | null
      | undefined;
  }>;
  stops: ReadonlyArray<{ dayNumber: number; orderInDay: number; address?: string | null | undefined }>;
}

export interface CostFigures {
  fuel: number;
  lodging: number;
  food: number;
  total: number;
}

export interface CostForecastDay extends CostFigures {
  day: number;
  /** The day's date (YYYY-MM-DD) from the trip's start date; null when the trip has none. */
  date: string | null;
  miles: number;
  km: number;
  /** Where the night is spent (the destination on the last day). */
  overnight: string | null;
  /** The region whose fuel price the day uses. */
  fuelRegion: string;
}

export interface CostAssumption {
  label: string;
  value: string;
  /** 'typical, June 2024'; null for our own rules (rooms for the party, rounding). */
  asOf: string | null;
  source: string | null;
  url: string | null;
}

export interface CostForecast {
  label: 'Estimate';
  currency: 'USD';
  routeName: string;
  distanceUnit: DistanceUnit;
  partySize: number;
  days: CostForecastDay[];
  total: CostFigures;
  perPerson: number;
  assumptions: CostAssumption[];
}

export const FORECAST_LABEL = 'Estimate';

/** '$155', '$3.40'. */
const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function accommodationOf(value: string | null | undefined): AccommodationChoice {
  const known = ACCOMMODATION_CHOICES.find((choice) => choice === value?.trim().toLowerCase());
  return known ?? DEFAULT_ACCOMMODATION;
}

/** Each day's fuel price: the night's town, else the day's last stop, else the trip's ends. */
function dayFuelPrice(
  trip: ForecastTrip,
  route: ForecastRoute,
  segment: ForecastRoute['dailySegments'][number],
): FuelPrice | null {
  const dayStops = route.stops
    .filter((stop) => stop.dayNumber === segment.day)
    .sort((a, b) => b.orderInDay - a.orderInDay);
  const candidates = [
    segment.overnight,
    ...dayStops.map((stop) => stop.address),
    trip.endLocation,
    trip.startLocation,
  ];
  for (const place of candidates) {
    const price = fuelPriceAt(place);
    if (price) return price;
  }
  return null;
}

const LITRES_PER_US_GALLON = 3.785411784;

/** Day `day`'s date from a start date (YYYY-MM-DD, day 1 being the start), in UTC so no zone shifts it. */
function dateOfDay(startDate: string | null | undefined, day: number): string | null {
  if (!startDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
  const date = new Date(`${startDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date.toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat 12 Jun 2027' (written out here: ICU versions differ on the comma). */
function dayName(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** What the forecast says of the trip's dates: the prices are today's typical ones, not those days'. */
function datesAssumption(days: readonly CostForecastDay[]): CostAssumption {
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return {
    label: 'Dates',
    value:
      first && last
        ? `${dayName(first)} to ${dayName(last)}. Prices are typical ones as of the dates below, not a forecast for your days`
        : 'No start date: set one on the trip page to see each day’s date',
    asOf: null,
    source: null,
    url: null,
  };
}

/** '25 miles per US gallon', or in litres per 100 km where the trip's country drives in km. */
function fuelConsumptionText(unit: DistanceUnit): string {
  const mpg = FUEL_CONSUMPTION.milesPerGallon;
  if (unit === 'mi') return `${mpg} miles per US gallon`;
  const litresPer100Km = (100 * LITRES_PER_US_GALLON) / milesToKm(mpg);
  return `${litresPer100Km.toFixed(1)} litres per 100 km (${mpg} miles per US gallon)`;
}

function distanceKmOf(summary: ForecastRoute['dailySegments'][number]['driveSummary']): number {
  if (typeof summary?.distanceKm === 'number') return summary.distanceKm;
  return Math.round(milesToKm(summary?.distanceMiles ?? 0) * 10) / 10;
}

export function forecastCosts(trip: ForecastTrip, route: ForecastRoute): CostForecast {
  const party = Math.max(1, Math.floor(trip.travelPartySize ?? 2));
  const budget = normaliseBudget(trip.budget) ?? DEFAULT_BUDGET;
  const accommodation = accommodationOf(trip.accommodationType);
  const lodging = LODGING_RATES[accommodation];
  const units = Math.ceil(party / lodging.sleeps);
  const cars = Math.ceil(party / FUEL_CONSUMPTION.travellersPerCar);
  const foodPerPerson = FOOD_PER_PERSON_DAY[budget];

  const segments = [...route.dailySegments].sort((a, b) => a.day - b.day);
  const lastDay = segments.at(-1)?.day;
  const pricesUsed = new Map<string, FuelPrice>();
  let unpriced = false;

  const days = segments.map((segment): CostForecastDay => {
    // Plans since issue 19 carry km; older ones only miles.
    const km = Math.max(0, distanceKmOf(segment.driveSummary));
    const storedMiles = segment.driveSummary?.distanceMiles;
    const miles = Math.max(0, storedMiles ?? Math.round(kmToMiles(km) * 10) / 10);
    const found = dayFuelPrice(trip, route, segment);
    if (!found) unpriced = true;
    const price = found ?? FALLBACK_FUEL_PRICE;
    pricesUsed.set(price.region, price);
    // Each figure is rounded to whole dollars on its own, and totals add the rounded figures, so the
    // table a traveller reads adds up.
    const fuel = Math.round((miles / FUEL_CONSUMPTION.milesPerGallon) * price.usdPerGallon * cars);
    const night = segment.day === lastDay ? 0 : Math.round(lodging.usdPerNight * units);
    const food = Math.round(foodPerPerson * party);
    return {
      day: segment.day,
      date: dateOfDay(trip.startDate, segment.day),
      miles,
      km,
      overnight: segment.overnight ?? null,
      fuelRegion: price.region,
      fuel,
      lodging: night,
      food,
      total: fuel + night + food,
    };
  });

  const sum = (pick: (day: CostForecastDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const total = {
    fuel: sum((day) => day.fuel),
    lodging: sum((day) => day.lodging),
    food: sum((day) => day.food),
    total: sum((day) => day.total),
  };

  const assumptions: CostAssumption[] = [
    {
      label: 'Fuel consumption',
      value: `${fuelConsumptionText(route.distanceUnit)}, ${plural(cars, 'car')} (one per ${FUEL_CONSUMPTION.travellersPerCar} travellers)`,
      asOf: FUEL_CONSUMPTION.asOf,
      source: FUEL_CONSUMPTION.source,
      url: FUEL_CONSUMPTION.url,
    },
    ...[...pricesUsed.values()].map((price) => ({
      label: `Fuel price, ${price.region}`,
      value: `${dollars(price.usdPerGallon)} per US gallon of regular gasoline`,
      asOf: price.fact.asOf,
      source: price.fact.source,
      url: price.fact.url,
    })),
    ...(unpriced
      ? [
          {
            label: 'Fuel price, places we could not place',
            value: `Some days name no state or country we price: the ${FALLBACK_FUEL_PRICE.region} is used`,
            asOf: null,
            source: null,
            url: null,
          },
        ]
      : []),
    {
      label:
        accommodation === 'flexible'
          ? 'Lodging, no preference (priced as a hotel room)'
          : `Lodging, ${ACCOMMODATION_LABELS[accommodation]}`,
      value: `${dollars(lodging.usdPerNight)} per ${lodging.unit} a night, ${plural(units, lodging.unit)} for ${plural(party, 'traveller')}, no lodging after the last day`,
      asOf: lodging.asOf,
      source: lodging.source,
      url: lodging.url,
    },
    {
      label: `Food, ${BUDGET_LABELS[budget]} budget`,
      value: `${dollars(foodPerPerson)} per person a day (the food share of the budget tier; lodging is priced apart)`,
      asOf: FOOD_SOURCE.asOf,
      source: FOOD_SOURCE.source,
      url: FOOD_SOURCE.url,
    },
    {
      label: 'Not included',
      value:
        'Activities, entry fees, tolls, parking and car rental; lodging and food at typical US prices in every country',
      asOf: null,
      source: null,
      url: null,
    },
    datesAssumption(days),
  ];

  return {
    label: FORECAST_LABEL,
    currency: 'USD',
    routeName: route.routeName,
    distanceUnit: route.distanceUnit,
    partySize: party,
    days,
    total,
    perPerson: Math.round(total.total / party),
    assumptions,
  };
}
