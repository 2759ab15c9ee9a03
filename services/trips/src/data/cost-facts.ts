import type { AccommodationChoice, Budget } from '@byway/contracts/rules';

/**
 * The prices the trip cost forecast uses, in one place, each with where it comes from and when.
 *
 * Honesty note: these are typical levels the named sources published around the as-of month, recalled
 * rather than fetched on a given day, and rounded (fuel to 5 cents, rates to $5) so they claim no more
 * precision than they have. The forecast shows every one it used, labelled "Estimate", beside its source.
 * Refresh them by editing this file (and its as-of labels) from the sources below.
 */

export interface SourcedFact {
  /** 'typical, June 2024': when the value was typical, and that it is typical rather than a quote. */
  asOf: string;
  /** Who publishes it (or 'Byway estimate' where no single public figure exists). */
  source: string;
  url: string | null;
}

/** How far a car goes on a US gallon. */
export const FUEL_CONSUMPTION = {
  /**
   * 25 mpg: a typical car on mixed highway and town driving with luggage, a little under the EPA's
   * real-world average of about 27 mpg for new model-year 2023 vehicles.
   */
  milesPerGallon: 25,
  /** One car per this many travellers (a typical car seats five); a bigger party drives more cars. */
  travellersPerCar: 5,
  asOf: 'typical, 2023 model year',
  source: 'US EPA Automotive Trends Report',
  url: 'https://www.epa.gov/automotive-trends',
} as const satisfies SourcedFact & { milesPerGallon: number; travellersPerCar: number };

export const LITRES_PER_US_GALLON = 3.785411784;

const EIA: SourcedFact = {
  asOf: 'typical, June 2024',
  source: 'US EIA, Gasoline and Diesel Fuel Update (regular gasoline, retail)',
  url: 'https://www.eia.gov/petroleum/gasdiesel/',
};

export interface UsFuelRegion {
  id: string;
  /** As EIA names its price series. */
  name: string;
  usdPerGallon: number;
  /** Postal code -> state name. */
  states: Readonly<Record<string, string>>;
}

/**
 * US regular gasoline by EIA's PADD regions (Petroleum Administration for Defense Districts); EIA prices
 * PADD 1 in three parts and California apart from the rest of the West Coast, and so do we.
 */
export const US_FUEL_REGIONS: readonly UsFuelRegion[] = [
  {
    id: 'new-england',
    name: 'New England (PADD 1A)',
    usdPerGallon: 3.5,
    states: {
      CT: 'Connecticut',
      ME: 'Maine',
      MA: 'Massachusetts',
      NH: 'New Hampshire',
      RI: 'Rhode Island',
      VT: 'Vermont',
    },
  },
  {
    id: 'central-atlantic',
    name: 'Central Atlantic (PADD 1B)',
    usdPerGallon: 3.5,
    states: {
      DE: 'Delaware',
      DC: 'District of Columbia',
      MD: 'Maryland',
      NJ: 'New Jersey',
      NY: 'New York',
      PA: 'Pennsylvania',
    },
  },
  {
    id: 'lower-atlantic',
    name: 'Lower Atlantic (PADD 1C)',
    usdPerGallon: 3.2,
    states: {
      FL: 'Florida',
      GA: 'Georgia',
      NC: 'North Carolina',
      SC: 'South Carolina',
      VA: 'Virginia',
      WV: 'West Virginia',
    },
  },
  {
    id: 'midwest',
    name: 'Midwest (PADD 2)',
    usdPerGallon: 3.4,
    states: {
      IL: 'Illinois',
      IN: 'Indiana',
      IA: 'Iowa',
      KS: 'Kansas',
      KY: 'Kentucky',
      MI: 'Michigan',
      MN: 'Minnesota',
      MO: 'Missouri',
      NE: 'Nebraska',
      ND: 'North Dakota',
      SD: 'South Dakota',
      OH: 'Ohio',
      OK: 'Oklahoma',
      TN: 'Tennessee',
      WI: 'Wisconsin',
    },
  },
  {
    id: 'gulf-coast',
    name: 'Gulf Coast (PADD 3)',
    usdPerGallon: 3.05,
    states: {
      AL: 'Alabama',
      AR: 'Arkansas',
      LA: 'Louisiana',
      MS: 'Mississippi',
      NM: 'New Mexico',
      TX: 'Texas',
    },
  },
  {
    id: 'rocky-mountain',
    name: 'Rocky Mountain (PADD 4)',
    usdPerGallon: 3.4,
    states: { CO: 'Colorado', ID: 'Idaho', MT: 'Montana', UT: 'Utah', WY: 'Wyoming' },
  },
  {
    id: 'west-coast-less-california',
    name: 'West Coast except California (PADD 5)',
    usdPerGallon: 4.0,
    states: { AK: 'Alaska', AZ: 'Arizona', HI: 'Hawaii', NV: 'Nevada', OR: 'Oregon', WA: 'Washington' },
  },
  { id: 'california', name: 'California', usdPerGallon: 5.05, states: { CA: 'California' } },
];

/** EIA's US average, for a day whose place the forecast cannot tell. */
export const US_AVERAGE_FUEL = { name: 'United States average', usdPerGallon: 3.45 } as const;

export const US_FUEL_SOURCE = EIA;

const GLOBAL_PETROL_PRICES: SourcedFact = {
  asOf: 'typical, June 2024',
  source: 'GlobalPetrolPrices.com, gasoline prices (USD per litre, converted by the source at its rate)',
  url: 'https://www.globalpetrolprices.com/gasoline_prices/',
};
export const NATIONAL_FUEL_SOURCE = GLOBAL_PETROL_PRICES;

/**
 * Petrol (gasoline, 95 octane or the local regular grade) per litre in US dollars, for every country of
 * the trip-pack finder except the US (contracts/rules/trip-pack-countries.ts). The source publishes the
 * dollar figure itself, so the exchange rate is the source's of that week, not one we chose; we only turn
 * litres into US gallons. Subsidised prices (Egypt, Malaysia, Bolivia, ...) are what travellers pay.
 */
export const NATIONAL_FUEL_USD_PER_LITRE: Readonly<Record<string, number>> = {
  // North America
  CA: 1.2,
  MX: 1.3,
  CR: 1.55,
  GT: 0.95,
  BZ: 1.45,
  // South America
  AR: 1.05,
  CL: 1.3,
  BR: 1.1,
  PE: 1.25,
  CO: 0.95,
  EC: 0.65,
  BO: 0.55,
  UY: 1.85,
  PY: 1.0,
  // Europe
  FR: 2.0,
  IT: 2.0,
  ES: 1.75,
  PT: 1.95,
  DE: 1.95,
  GB: 1.85,
  IE: 1.95,
  CH: 2.05,
  AT: 1.75,
  NL: 2.2,
  NO: 2.1,
  SE: 1.8,
  IS: 2.25,
  HR: 1.65,
  GR: 2.05,
  // Asia
  JP: 1.15,
  KR: 1.25,
  CN: 1.1,
  TH: 1.05,
  VN: 0.95,
  KH: 1.1,
  LA: 1.3,
  MY: 0.45,
  ID: 0.8,
  PH: 1.1,
  IN: 1.25,
  NP: 1.25,
  LK: 1.2,
  // Africa
  ZA: 1.3,
  NA: 1.15,
  BW: 1.0,
  KE: 1.45,
  TZ: 1.25,
  RW: 1.3,
  ET: 0.8,
  GH: 1.05,
  MA: 1.45,
  TN: 0.85,
  EG: 0.35,
  // Oceania
  AU: 1.25,
  NZ: 1.65,
  FJ: 1.45,
  PG: 1.25,
  WS: 1.55,
  TO: 1.55,
  VU: 1.9,
};

export interface LodgingRate extends SourcedFact {
  /** US dollars for one unit and one night. */
  usdPerNight: number;
  /** What one unit is, in the traveller's words. */
  unit: 'room' | 'bed' | 'campsite' | 'bedroom' | 'tent';
  /** How many travellers share one unit: rooms for two, a bed each, a campsite for up to six. */
  sleeps: number;
}

const BYWAY_ESTIMATE = { asOf: 'typical, June 2024', source: 'Byway estimate', url: null } as const;

/**
 * One night's lodging by accommodation type, at typical US prices (the forecast does not adjust lodging
 * or food by country: it says so in its assumptions). The budget tier does not change these: the tier
 * prices food only, so nothing is counted twice.
 */
export const LODGING_RATES: { readonly [K in AccommodationChoice]: LodgingRate } = {
  hotels: {
    usdPerNight: 155,
    unit: 'room',
    sleeps: 2,
    asOf: 'typical, 2024',
    source: 'STR (CoStar) US hotel average daily rate',
    url: 'https://str.com/',
  },
  boutique: { usdPerNight: 220, unit: 'room', sleeps: 2, ...BYWAY_ESTIMATE },
  bnb: { usdPerNight: 175, unit: 'room', sleeps: 2, ...BYWAY_ESTIMATE },
  glamping: { usdPerNight: 150, unit: 'tent', sleeps: 2, ...BYWAY_ESTIMATE },
  camping: {
    usdPerNight: 35,
    unit: 'campsite',
    // Most US state and national park sites allow up to six people.
    sleeps: 6,
    asOf: 'typical, 2024',
    source: 'Recreation.gov campsite fees (most $20-$50 a night)',
    url: 'https://www.recreation.gov/',
  },
  // A whole home, priced per bedroom so the party's size sets the size of the home.
  'vacation-rentals': { usdPerNight: 130, unit: 'bedroom', sleeps: 2, ...BYWAY_ESTIMATE },
  hostels: { usdPerNight: 40, unit: 'bed', sleeps: 1, ...BYWAY_ESTIMATE },
  unique: { usdPerNight: 200, unit: 'room', sleeps: 2, ...BYWAY_ESTIMATE },
  // No preference: priced as a hotel room.
  flexible: {
    usdPerNight: 155,
    unit: 'room',
    sleeps: 2,
    asOf: 'typical, 2024',
    source: 'STR (CoStar) US hotel average daily rate',
    url: 'https://str.com/',
  },
};

/** A trip that names no accommodation is priced as 'flexible' (a hotel room). */
export const DEFAULT_ACCOMMODATION: AccommodationChoice = 'flexible';

/**
 * Food per person and day by the trip's budget tier. The spec's tiers (BUDGET_DAILY_SPEND: budget
 * $50-100, moderate $100-200, luxury $200+ per person and day) are everything a traveller spends in a day.
 * Lodging is priced above from the accommodation type, so from the tier we take food only: about a third
 * to a half of its daily spend (groceries and casual meals at $35, sit-down meals at $65, fine dining at
 * $130). The rest of the tier (activities, entry fees, souvenirs) is not forecast.
 */
export const FOOD_PER_PERSON_DAY: { readonly [K in Budget]: number } = {
  budget: 35,
  moderate: 65,
  luxury: 130,
  // A mix of price levels: priced as moderate.
  flexible: 65,
};
export const FOOD_SOURCE: SourcedFact = BYWAY_ESTIMATE;

/** A trip that names no budget is priced as 'moderate'. */
export const DEFAULT_BUDGET: Budget = 'moderate';
