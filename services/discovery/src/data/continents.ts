/**
 * The trip-pack finder's steps 1 and 2: continents and, for each, the countries a pack can be in. Country ids
 * are the kebab-case English names, except the United States, whose id the finder has always sent as `usa`.
 */
export interface CountryEntry {
  id: string;
  name: string;
}

export interface ContinentEntry {
  id: string;
  name: string;
  countries: readonly CountryEntry[];
}

const country = (name: string, id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')): CountryEntry => ({
  id,
  name,
});

export const CONTINENTS: readonly ContinentEntry[] = [
  {
    id: 'north-america',
    name: 'North America',
    countries: [
      country('United States', 'usa'),
      country('Canada'),
      country('Mexico'),
      country('Costa Rica'),
      country('Guatemala'),
      country('Belize'),
    ],
  },
  {
    id: 'south-america',
    name: 'South America',
    countries: [
      country('Argentina'),
      country('Chile'),
      country('Brazil'),
      country('Peru'),
      country('Colombia'),
      country('Ecuador'),
      country('Bolivia'),
      country('Uruguay'),
      country('Paraguay'),
    ],
  },
  {
    id: 'europe',
    name: 'Europe',
    countries: [
      country('France'),
      country('Italy'),
      country('Spain'),
      country('Portugal'),
      country('Germany'),
      country('United Kingdom'),
      country('Ireland'),
      country('Switzerland'),
      country('Austria'),
      country('Netherlands'),
      country('Norway'),
      country('Sweden'),
      country('Iceland'),
      country('Croatia'),
      country('Greece'),
    ],
  },
  {
    id: 'asia',
    name: 'Asia',
    countries: [
      country('Japan'),
      country('South Korea'),
      country('China'),
      country('Thailand'),
      country('Vietnam'),
      country('Cambodia'),
      country('Laos'),
      country('Malaysia'),
      country('Indonesia'),
      country('Philippines'),
      country('India'),
      country('Nepal'),
      country('Sri Lanka'),
    ],
  },
  {
    id: 'africa',
    name: 'Africa',
    countries: [
      country('South Africa'),
      country('Namibia'),
      country('Botswana'),
      country('Kenya'),
      country('Tanzania'),
      country('Rwanda'),
      country('Ethiopia'),
      country('Ghana'),
      country('Morocco'),
      country('Tunisia'),
      country('Egypt'),
    ],
  },
  {
    id: 'oceania',
    name: 'Oceania',
    countries: [
      country('Australia'),
      country('New Zealand'),
      country('Fiji'),
      country('Papua New Guinea'),
      country('Samoa'),
      country('Tonga'),
      country('Vanuatu'),
    ],
  },
];
