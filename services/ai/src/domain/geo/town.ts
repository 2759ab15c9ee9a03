import type { LatLng } from './distance.js';
import { CANADIAN_PROVINCES, countryName } from './place-qualifiers.js';

/**
 * A town of the gazetteer (GeoNames, under its everyday English name) and the names it goes by: what the
 * gazetteer resolves and the place suggestions offer. Its own module so the two need not import each other.
 */
export interface Town extends LatLng {
  name: string;
  country: string;
  /** US state code; for other countries the GeoNames admin code. */
  admin: string;
  population: number;
  /** A name the town no longer goes by (normalised): it finds the town only where no town has it today. */
  formerName?: string;
}

/** Everyday names for big cities that GeoNames spells out. */
export const TOWN_ALIASES: Readonly<Record<string, string>> = {
  'new york': 'new york city',
  nyc: 'new york city',
  la: 'los angeles',
  sf: 'san francisco',
  vegas: 'las vegas',
  dc: 'washington',
  'washington dc': 'washington',
  philly: 'philadelphia',
  nola: 'new orleans',
  // Older names travellers still use.
  saigon: 'ho chi minh city',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  peking: 'beijing',
  canton: 'guangzhou',
  penang: 'george town',
  cebu: 'cebu city',
};

/**
 * Local names that carry a river or region after the town ('Frankfurt (Oder)', 'Halle (Saale)', 'Landsberg
 * am Lech'): the town is found by its first words too, as people say it. Its label keeps the full name.
 */
const SHORT_FORM_MIN_POPULATION = 10_000;
const GERMAN_SUFFIX = /^(.+?) (?:am|an der|in der|im|bei|ob der|vor der) \S.*$/;
const BRACKETED_SUFFIX = /^(.+?) \([^)]*\)$/;
export function shortForms(town: { name: string; country: string; population: number }): string[] {
  // A village's short form would only crowd others ('Krakow' is not Krakow am See).
  if (town.population < SHORT_FORM_MIN_POPULATION) return [];
  const forms: string[] = [];
  const bracketed = BRACKETED_SUFFIX.exec(town.name)?.[1];
  if (bracketed) forms.push(bracketed);
  const german = ['DE', 'AT', 'CH'].includes(town.country) ? GERMAN_SUFFIX.exec(town.name)?.[1] : undefined;
  if (german) forms.push(german);
  return forms;
}

export function townLabel(town: Pick<Town, 'name' | 'country' | 'admin'>): string {
  if (town.country === 'US') return `${town.name}, ${town.admin}`;
  const province = town.country === 'CA' ? CANADIAN_PROVINCES[town.admin] : undefined;
  if (province) return `${town.name}, ${province[0]}`;
  return `${town.name}, ${countryName(town.country)}`;
}
