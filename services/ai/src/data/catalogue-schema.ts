import {
  SEASONS,
  TRIP_THEMES as THEME_IDS,
  type Season,
  type TripTheme as ThemeId,
} from '@byway/contracts/rules';
import { z } from 'zod';

/**
 * The shapes of the data we author by hand (places, regions, annual events). Every file under
 * src/data is parsed with these at start-up and by the data test, so a typo fails loudly.
 */

// The themes and seasons the places are tagged with are the trip builder's (spec 3), owned by the shared
// rules: the ai service names them THEME_IDS/ThemeId and SEASONS/Season.
export { SEASONS, THEME_IDS, type Season, type ThemeId };

export const COSTS = ['free', '$', '$$', '$$$'] as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code, e.g. US');

const placeSourceSchema = z
  .object({
    url: z.url({ protocol: /^https$/ }),
    /** The day the page was read (YYYY-MM-DD). */
    retrieved: z.iso.date(),
  })
  .strict();

/** What a traveller with a wheelchair, a dog, children or a wish to avoid long hikes needs to know. */
const placeAccessSchema = z
  .object({
    /** The main sight can be seen without steps or a trail (a paved path, a lift, a viewpoint by the car park). */
    stepFree: z.boolean().optional(),
    /** Dogs on the visit: allowed, only on a lead, or not allowed (many national parks' trails, most museums). */
    dogs: z.enum(['allowed', 'on-lead', 'not-allowed']).optional(),
    /** The walk the visit needs, there and back, in km (0 for a roadside viewpoint). */
    walkKm: z.number().min(0).max(40).optional(),
    /** Climb on that walk, in metres. */
    climbM: z.number().int().min(0).max(3000).optional(),
    /** Reached only by a ferry or a boat (an island sight). */
    byBoat: z.boolean().optional(),
  })
  .strict();
export type PlaceAccess = z.output<typeof placeAccessSchema>;

export const placeSchema = z
  .object({
    /** Unique across all files. */
    id: slug,
    name: z.string().min(3).max(90),
    /** Other names a traveller may type ('Yosemite', 'Grand Canyon'); used by the gazetteer. */
    aliases: z.array(z.string().min(3).max(60)).max(5).optional(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    country: countryCode,
    /** US state or DC as its 2-letter postal code; for other countries a province/region name or omitted. */
    region: z.string().min(2).max(60).optional(),
    /** The nearest real town, used in the address ('Moab'). */
    town: z.string().min(2).max(60),
    /** The first theme is the place's main character. */
    themes: z.array(z.enum(THEME_IDS)).min(1).max(6),
    /** Little known outside its region. */
    hiddenGem: z.boolean(),
    /** One or two sentences of our own words. */
    description: z.string().min(40).max(420),
    /** A typical visit. */
    visitMinutes: z.number().int().min(15).max(600),
    /** 1 = a national icon, 5 = a local secret. */
    popularity: z.number().int().min(1).max(5),
    /** When it is at its best. */
    seasons: z.array(z.enum(SEASONS)).min(1).max(4),
    /** Seasons when it (or its road) is closed or unsafe. */
    closedSeasons: z.array(z.enum(SEASONS)).max(3).optional(),
    cost: z.enum(COSTS),
    /** Mostly indoors: a good plan B for bad weather. */
    indoor: z.boolean(),
    /** Up to 3 short highlights ('Delicate Arch at sunset'). */
    highlights: z.array(z.string().min(3).max(80)).min(1).max(3),
    /**
     * The public pages our words and facts come from (Wikipedia, Wikivoyage, a park service, a tourism
     * board), each with the day it was read. Required of places added since issue 19; older entries are
     * being given theirs.
     */
    sources: z.array(placeSourceSchema).min(1).max(3).optional(),
    /** Facts for travellers with needs, only where a source states them: never guessed. */
    access: placeAccessSchema.optional(),
  })
  .strict();
export type Place = z.output<typeof placeSchema>;

const seasonClimate = z
  .object({
    /** Typical daytime high, °F. */
    highF: z.number().int().min(-40).max(125),
    /** Typical overnight low, °F. */
    lowF: z.number().int().min(-60).max(100),
    /** Share of days with measurable precipitation, percent. */
    precipChance: z.number().int().min(0).max(100),
    /** Typical wind speed, mph. */
    windMph: z.number().int().min(0).max(60),
  })
  .strict();

export const regionSchema = z
  .object({
    /** 'US-UT' for US states and DC, the ISO country code ('CA', 'IT') for other countries. */
    id: z.string().regex(/^(US-[A-Z]{2}|[A-Z]{2})$/),
    name: z.string().min(2).max(60),
    /** One or two sentences on local culture and character, in our own words. */
    culture: z.string().min(40).max(420),
    /** Climate of a representative place in the region. */
    climateOf: z.string().min(2).max(60),
    climate: z
      .object({ spring: seasonClimate, summer: seasonClimate, fall: seasonClimate, winter: seasonClimate })
      .strict(),
    /** A fact-based seasonal caution, if any ('Summer afternoon thunderstorms in the mountains'). */
    seasonalHazards: z
      .array(z.object({ season: z.enum(SEASONS), type: slug, text: z.string().min(20).max(300) }).strict())
      .max(4),
  })
  .strict();
export type Region = z.output<typeof regionSchema>;

export const annualEventSchema = z
  .object({
    id: slug,
    name: z.string().min(3).max(100),
    town: z.string().min(2).max(60),
    country: countryCode,
    region: z.string().min(2).max(60).optional(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** Months (1-12) the event usually falls in. */
    months: z.array(z.number().int().min(1).max(12)).min(1).max(3),
    venue: z.string().min(2).max(100),
    description: z.string().min(40).max(300),
    /** A stable public page about the event (Wikipedia). */
    sourceUrl: z.url(),
  })
  .strict();
export type AnnualEvent = z.output<typeof annualEventSchema>;

/**
 * Islands the road network does not reach (no bridge, tunnel or causeway): a point on one is linked to
 * anywhere else only by the crossings below. An island is the Natural Earth 1:10m land polygon under
 * (lat, lng); islets too small for that layer give a radius instead. Entries may share an id: islands
 * joined to each other by bridges or tunnels but not to a continent (Honshu, Kyushu and Shikoku) are one
 * piece of the road network. Australia is listed too: only Afro-Eurasia and the Americas are 'mainland'.
 */
export const islandSchema = z
  .object({
    id: slug,
    name: z.string().min(2).max(60),
    country: countryCode,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** Only for islets the 1:10m land layer leaves out: the island is the circle of this radius. */
    radiusKm: z.number().min(0.2).max(15).optional(),
  })
  .strict();
export type Island = z.output<typeof islandSchema>;

const portSchema = z
  .object({
    /** The harbour or terminal as travellers name it ('Wellington', 'Picton'). */
    port: z.string().min(2).max(60),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  })
  .strict();

/** A scheduled crossing over water: a car ferry, a car-carrying train, or a boat that takes people only. */
export const crossingSchema = z
  .object({
    id: slug,
    /** The service as travellers know it ('Interislander', 'Spirit of Tasmania', 'Oban to Craignure'). */
    name: z.string().min(3).max(80),
    kind: z.enum(['car-ferry', 'car-train', 'passenger-boat']),
    operator: z.string().min(2).max(80),
    from: portSchema,
    to: portSchema,
    /** A typical sailing, port to port. */
    minutes: z.number().int().min(5).max(3000),
    /** Check-in or boarding before departure that the traveller must allow. */
    boardingMinutes: z.number().int().min(0).max(180),
    /** When it does not run all year ('Summer only, mid-May to September'). */
    seasonal: z.string().min(5).max(120).optional(),
    sources: z.array(placeSourceSchema).min(1).max(3),
  })
  .strict();
export type Crossing = z.output<typeof crossingSchema>;

export const crossingsFileSchema = z
  .object({ islands: z.array(islandSchema), crossings: z.array(crossingSchema) })
  .strict();
