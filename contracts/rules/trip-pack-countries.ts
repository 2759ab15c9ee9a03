/**
 * The trip-pack finder's steps 1 and 2 (one owner: the discovery service serves them, the planner's data test
 * checks its catalogue covers every country): continents and, for each, the countries a pack can be in. Country ids
 * are the kebab-case English names, except the United States, whose id the finder has always sent as `usa`.
 */
export interface CountryEntry {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code (the atlas outlines and the planner's catalogue use it). */
  iso2: string;
}

export interface ContinentEntry {
  id: string;
  name: string;
  countries: readonly CountryEntry[];
}

const country = (
  name: string,
  iso2: string,
  id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
): CountryEntry => ({ id, name, iso2 });

export const CONTINENTS: readonly ContinentEntry[] = [
  {
    id: 'north-america',
    name: 'North America',
    countries: [
      country('United States', 'US', 'usa'),
      country('Canada', 'CA'),
      country('Mexico', 'MX'),
      country('Costa Rica', 'CR'),
      country('Guatemala', 'GT'),
      country('Belize', 'BZ'),
    ],
  },
  {
    id: 'south-america',
    name: 'South America',
    countries: [
      country('Argentina', 'AR'),
      country('Chile', 'CL'),
      country('Brazil', 'BR'),
      country('Peru', 'PE'),
      country('Colombia', 'CO'),
      country('Ecuador', 'EC'),
      country('Bolivia', 'BO'),
      country('Uruguay', 'UY'),
      country('Paraguay', 'PY'),
    ],
  },
  {
    id: 'europe',
    name: 'Europe',
    countries: [
      country('France', 'FR'),
      country('Italy', 'IT'),
      country('Spain', 'ES'),
      country('Portugal', 'PT'),
      country('Germany', 'DE'),
      country('United Kingdom', 'GB'),
      country('Ireland', 'IE'),
      country('Switzerland', 'CH'),
      country('Austria', 'AT'),
      country('Netherlands', 'NL'),
      country('Norway', 'NO'),
      country('Sweden', 'SE'),
      country('Iceland', 'IS'),
      country('Croatia', 'HR'),
      country('Greece', 'GR'),
    ],
  },
  {
    id: 'asia',
    name: 'Asia',
    countries: [
      country('Japan', 'JP'),
      country('South Korea', 'KR'),
      country('China', 'CN'),
      country('Thailand', 'TH'),
      country('Vietnam', 'VN'),
      country('Cambodia', 'KH'),
      country('Laos', 'LA'),
      country('Malaysia', 'MY'),
      country('Indonesia', 'ID'),
      country('Philippines', 'PH'),
      country('India', 'IN'),
      country('Nepal', 'NP'),
      country('Sri Lanka', 'LK'),
    ],
  },
  {
    id: 'africa',
    name: 'Africa',
    countries: [
      country('South Africa', 'ZA'),
      country('Namibia', 'NA'),
      country('Botswana', 'BW'),
      country('Kenya', 'KE'),
      country('Tanzania', 'TZ'),
      country('Rwanda', 'RW'),
      country('Ethiopia', 'ET'),
      country('Ghana', 'GH'),
      country('Morocco', 'MA'),
      country('Tunisia', 'TN'),
      country('Egypt', 'EG'),
    ],
  },
  {
    id: 'oceania',
    name: 'Oceania',
    countries: [
      country('Australia', 'AU'),
      country('New Zealand', 'NZ'),
      country('Fiji', 'FJ'),
      country('Papua New Guinea', 'PG'),
      country('Samoa', 'WS'),
      country('Tonga', 'TO'),
      country('Vanuatu', 'VU'),
    ],
  },
];

/** A finder country's name for its id ('south-africa' → 'South Africa'); an unknown id is shown as given. */
export function tripPackCountryName(id: string): string {
  for (const continent of CONTINENTS) {
    const found = continent.countries.find((country) => country.id === id);
    if (found) return found.name;
  }
  return id;
}

/** A finder country's ISO 3166-1 alpha-2 code for its id ('south-africa' → 'ZA'); null for an unknown id. */
export function tripPackCountryIso2(id: string | null | undefined): string | null {
  for (const continent of CONTINENTS) {
    const found = continent.countries.find((country) => country.id === id);
    if (found) return found.iso2;
  }
  return null;
}
