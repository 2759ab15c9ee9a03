import { CONTINENTS } from '@byway/contracts/rules';
import {
  LITRES_PER_US_GALLON,
  NATIONAL_FUEL_SOURCE,
  NATIONAL_FUEL_USD_PER_LITRE,
  US_AVERAGE_FUEL,
  US_FUEL_REGIONS,
  US_FUEL_SOURCE,
  type SourcedFact,
} from '../data/cost-facts.js';

/** The fuel price the forecast uses for a place: a US region's or a country's. */
export interface FuelPrice {
  /** 'Rocky Mountain (PADD 4)', 'Japan'. */
  region: string;
  usdPerGallon: number;
  fact: SourcedFact;
}

// Plans name places as the planner's gazetteer labels them: 'Moab, UT' in the US, 'Banff, Alberta' in
// Canada, 'Kyoto, Japan' elsewhere. Travellers type 'Denver, Colorado' or 'Austin, TX, USA' too.
const CANADIAN_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Nova Scotia',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
  'Northwest Territories',
  'Nunavut',
];
const US_NAMES = ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'america'];
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  korea: 'KR',
  'republic of korea': 'KR',
};

const key = (text: string) => text.trim().toLowerCase();

const usRegionByState = new Map<string, (typeof US_FUEL_REGIONS)[number]>();
for (const region of US_FUEL_REGIONS) {
  for (const [code, name] of Object.entries(region.states)) {
    usRegionByState.set(code, region);
    usRegionByState.set(key(name), region);
  }
}

const countryByName = new Map<string, { iso2: string; name: string }>();
for (const continent of CONTINENTS) {
  for (const country of continent.countries) countryByName.set(key(country.name), country);
}
for (const province of CANADIAN_PROVINCES) countryByName.set(key(province), { iso2: 'CA', name: 'Canada' });
for (const [alias, iso2] of Object.entries(COUNTRY_ALIASES)) {
  const country = [...countryByName.values()].find((entry) => entry.iso2 === iso2);
  if (country) countryByName.set(alias, country);
}

const usAverage: FuelPrice = {
  region: US_AVERAGE_FUEL.name,
  usdPerGallon: US_AVERAGE_FUEL.usdPerGallon,
  fact: US_FUEL_SOURCE,
};

function nationalPrice(iso2: string, name: string): FuelPrice | null {
  const perLitre = NATIONAL_FUEL_USD_PER_LITRE[iso2];
  if (perLitre === undefined) return null;
  // Rounded to the cent: the litre figure is itself rounded to 5 cents.
  const usdPerGallon = Math.round(perLitre * LITRES_PER_US_GALLON * 100) / 100;
  return { region: name, usdPerGallon, fact: NATIONAL_FUEL_SOURCE };
}

/**
 * The fuel price for a place label, or null when the label names no state, province or country we price.
 * The most specific part wins: 'Austin, TX, USA' is Texas (Gulf Coast), not the US average.
 */
export function fuelPriceAt(place: string | null | undefined): FuelPrice | null {
  const all = (place ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // The first part is the town itself ('Washington, PA' is in Pennsylvania), unless it is all there is.
  const parts = (all.length > 1 ? all.slice(1) : all).reverse();
  let inUs = false;
  for (const part of parts) {
    // State codes only in capitals: 'CA' is California, 'ca' in free text is no evidence.
    const region = usRegionByState.get(part) ?? usRegionByState.get(key(part));
    if (region) return { region: region.name, usdPerGallon: region.usdPerGallon, fact: US_FUEL_SOURCE };
    const country = countryByName.get(key(part));
    if (country && country.iso2 !== 'US') return nationalPrice(country.iso2, country.name);
    if (country || US_NAMES.includes(key(part))) inUs = true;
  }
  return inUs ? usAverage : null;
}

/** The price used when no place of a day can be told apart: the US average, said so in the assumptions. */
export const FALLBACK_FUEL_PRICE = usAverage;
