import { createRequire } from 'node:module';
import { COUNTRIES, US_STATES } from '../../data/us-states.js';
import { normalizePlaceName } from './place-name.js';

/**
 * What the words after a comma mean: 'TX', 'Texas', 'Alberta', 'NSW', 'Tasmania', 'Scotland', 'Germany',
 * 'DE', 'DEU', 'UK'. Country names, their English short forms and ISO codes come from i18n-iso-countries
 * (every country, so 'Prague, Czechia' is known to be outside the trip finder rather than unknown); the
 * states and provinces people write after a town are ours, keyed by the GeoNames admin-1 codes.
 */

// The package's types declare named exports, but its Node entry is CommonJS with no ESM named exports.
const countries = createRequire(import.meta.url)('i18n-iso-countries') as typeof import('i18n-iso-countries');
/** English names of every country by alpha-2 code: the official name first, then short forms. */
const ENGLISH_NAMES: Readonly<Record<string, readonly string[]>> = countries.getNames('en', {
  select: 'all',
});

/** One reading of a qualifier; a town fits it when its country (and admin code, if given) match. */
export interface Meaning {
  country: string;
  /** GeoNames admin-1 code (the US state code in the US). */
  admin?: string;
  /** Whether the planner covers the country (its towns are in the gazetteer). */
  covered: boolean;
}

/** GeoNames admin-1 codes of Canada's provinces and territories, so 'Banff, Alberta' works. */
export const CANADIAN_PROVINCES: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['AB', 'Alberta'],
  '02': ['BC', 'British Columbia'],
  '03': ['MB', 'Manitoba'],
  '04': ['NB', 'New Brunswick'],
  '05': ['NL', 'Newfoundland and Labrador'],
  '07': ['NS', 'Nova Scotia'],
  '08': ['ON', 'Ontario'],
  '09': ['PE', 'Prince Edward Island'],
  '10': ['QC', 'Quebec'],
  '11': ['SK', 'Saskatchewan'],
  '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories'],
  '14': ['NU', 'Nunavut'],
};

/**
 * Regions people add after a town outside North America ('Byron Bay, NSW', 'Hobart, Tasmania', 'Oban,
 * Scotland'), by GeoNames admin-1 code: Australia's states and territories with their postal abbreviations,
 * and the UK's four nations.
 */
const REGIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  AU: {
    '01': ['ACT', 'Australian Capital Territory'],
    '02': ['NSW', 'New South Wales'],
    '03': ['NT', 'Northern Territory'],
    '04': ['QLD', 'Queensland'],
    '05': ['SA', 'South Australia'],
    '06': ['TAS', 'Tasmania'],
    '07': ['VIC', 'Victoria'],
    '08': ['WA', 'Western Australia'],
  },
  GB: {
    ENG: ['England'],
    SCT: ['Scotland'],
    WLS: ['Wales'],
    NIR: ['Northern Ireland'],
  },
};

/** Everyday short forms the package lacks. */
const MORE_COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: ['America', 'United States'],
  GB: ['Britain'],
  NL: ['Holland'],
  KR: ['Korea'],
  LA: ['Laos'],
  CZ: ['Czechia'],
  TR: ['Turkey', 'Türkiye'],
};

/** The country's English name as the planner labels it ('Germany', 'United Kingdom', 'Czechia'). */
export function countryName(code: string): string {
  return COUNTRIES[code]?.name ?? countries.getName(code, 'en', { select: 'alias' }) ?? code;
}

/** Every normalised way to write each country: names, short forms, alpha-2 and alpha-3 codes. */
function countryWords(): Map<string, string> {
  const words = new Map<string, string>();
  const add = (word: string, code: string) => {
    const key = normalizePlaceName(word);
    if (key && !words.has(key)) words.set(key, code);
  };
  for (const [code, names] of Object.entries(ENGLISH_NAMES)) {
    add(countryName(code), code);
    for (const name of names) add(name, code);
    for (const name of MORE_COUNTRY_NAMES[code] ?? []) add(name, code);
    add(code, code);
    add(countries.alpha2ToAlpha3(code) ?? '', code);
  }
  return words;
}

/** Readings per normalised qualifier, most likely first: a US state before the country of that code ('DE'). */
function buildMeanings(): Map<string, Meaning[]> {
  const meanings = new Map<string, Meaning[]>();
  const add = (word: string, meaning: Meaning) => {
    const key = normalizePlaceName(word);
    if (!key) return;
    const list = meanings.get(key) ?? [];
    list.push(meaning);
    meanings.set(key, list);
  };
  for (const [code, name] of Object.entries(US_STATES)) {
    for (const word of [code, name]) add(word, { country: 'US', admin: code, covered: true });
  }
  for (const [admin, names] of Object.entries(CANADIAN_PROVINCES)) {
    for (const word of names) add(word, { country: 'CA', admin, covered: true });
  }
  for (const [country, regions] of Object.entries(REGIONS)) {
    for (const [admin, names] of Object.entries(regions)) {
      for (const word of names) add(word, { country, admin, covered: country in COUNTRIES });
    }
  }
  for (const [word, country] of countryWords()) add(word, { country, covered: country in COUNTRIES });
  return meanings;
}

const MEANINGS = buildMeanings();

/** The readings of what follows a comma, most likely first; empty when it means nothing we know. */
export function meaningsOf(qualifier: string): readonly Meaning[] {
  return MEANINGS.get(normalizePlaceName(qualifier)) ?? [];
}

export function fits(meaning: Meaning, where: { country: string; admin: string }): boolean {
  return where.country === meaning.country && (meaning.admin === undefined || where.admin === meaning.admin);
}

const QUALIFIERS_OF = new Map<string, string[]>();

/** The words a traveller may type after the comma to mean where a town or landmark is, normalised. */
export function qualifiersOf(where: {
  country: string;
  admin?: string;
  region?: string | undefined;
}): string[] {
  // The suggester asks once per town and landmark: most share a country and region.
  const memoKey = `${where.country}|${where.admin ?? ''}|${where.region ?? ''}`;
  const known = QUALIFIERS_OF.get(memoKey);
  if (known) return known;
  const words: string[] = [
    where.country,
    countryName(where.country),
    countries.alpha2ToAlpha3(where.country) ?? '',
  ];
  words.push(...(MORE_COUNTRY_NAMES[where.country] ?? []));
  words.push(...(ENGLISH_NAMES[where.country] ?? []));
  if (where.country === 'US' && where.admin) words.push(where.admin, US_STATES[where.admin] ?? '');
  const province = where.country === 'CA' && where.admin ? CANADIAN_PROVINCES[where.admin] : undefined;
  if (province) words.push(...province);
  if (where.admin) words.push(...(REGIONS[where.country]?.[where.admin] ?? []));
  if (where.region) words.push(where.region, US_STATES[where.region] ?? '');
  const found = [...new Set(words.filter(Boolean).map(normalizePlaceName))];
  QUALIFIERS_OF.set(memoKey, found);
  return found;
}
