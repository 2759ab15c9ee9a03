import {
  distanceUnitOfCountry,
  formatDistanceEstimate,
  roadKmEstimate,
  tripPackCountryIso2,
  tripPackLengthOf,
  type DistanceUnit,
} from '@byway/contracts/rules';
import { reserveSequence } from '@byway/kit';
import type { Connection } from 'mongoose';
import type { LoadedPack } from '../data/authored-packs.js';
import type { DiscoveryModels, TripPackDoc } from './models.js';

/** Who made the authored packs: Byway's own editors, never an invented person or business. */
export const EDITORS = 'Byway editors';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The drive from the first stop to the last in km, estimated like the planner does (straight lines between
 * the stops times its road factor). Null with fewer than 2 stops.
 */
export function packDistanceKm(stops: readonly { lat: number; lng: number }[]): number | null {
  if (stops.length < 2) return null;
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += roadKmEstimate(greatCircleKm(stops[i - 1]!, stops[i]!));
  return Math.round(km * 10) / 10;
}

/** The unit of a pack's country: km for a pack in Italy, miles in the US or the UK. */
export const packDistanceUnit = (country: string | null | undefined): DistanceUnit =>
  distanceUnitOfCountry(tripPackCountryIso2(country));

/**
 * The drive labelled as an estimate, to the nearest 10 in the unit of the pack's country: 'About 1,010 mi
 * (estimate)', 'About 1,630 km (estimate)'. Null with fewer than 2 stops.
 */
export function packDistance(
  stops: readonly { lat: number; lng: number }[],
  unit: DistanceUnit = 'mi',
): string | null {
  const km = packDistanceKm(stops);
  return km === null ? null : formatDistanceEstimate(km, unit);
}

/** The fields an authored pack sets; travellers' figures (rating, reviews, likes, trips made) are not among them. */
export function authoredFields(pack: LoadedPack) {
  return {
    slug: pack.id,
    title: pack.title,
    description: pack.description,
    theme: pack.theme,
    duration: pack.durationDays,
    difficulty: pack.difficulty,
    creator: EDITORS,
    isOfficial: true,
    startLocation: pack.startLocation,
    endLocation: pack.endLocation,
    highlights: pack.highlights,
    continent: pack.continent,
    country: pack.country,
    durationCategory: tripPackLengthOf(pack.durationDays),
    distance: packDistance(pack.stops, packDistanceUnit(pack.country)),
    bestSeason: pack.bestSeason,
    stops: pack.stops,
    sources: pack.sources,
  } satisfies Partial<TripPackDoc>;
}

/**
 * Writes the authored packs into `trip_packs`: a pack already stored (found by its slug) keeps its numeric
 * id and its travellers' figures and gets the authored fields again; a new one gets the next id of the
 * `trip_packs` sequence and starts with no rating, reviews, likes or trips.
 */
export async function seedTripPacks(
  connection: Connection,
  { TripPack }: Pick<DiscoveryModels, 'TripPack'>,
  packs: readonly LoadedPack[],
): Promise<void> {
  if (packs.length === 0) return;
  const stored = await TripPack.find({}, { slug: 1 }).lean<Array<Pick<TripPackDoc, '_id' | 'slug'>>>();
  const idBySlug = new Map(stored.filter((doc) => doc.slug).map((doc) => [doc.slug!, doc._id]));
  const fresh = packs.filter((pack) => !idBySlug.has(pack.id));
  const ids = fresh.length ? await reserveSequence(connection, 'trip_packs', fresh.length) : [];
  fresh.forEach((pack, index) => idBySlug.set(pack.id, ids[index]!));

  const updates = packs.filter((pack) => !fresh.includes(pack));
  // One update per pack: a few hundred milliseconds at start, and each is a plain top-level `_id` match.
  for (const pack of updates) {
    await TripPack.updateOne({ _id: idBySlug.get(pack.id)! }, { $set: authoredFields(pack) });
  }
  if (fresh.length) {
    await TripPack.insertMany(
      fresh.map((pack) => ({
        _id: idBySlug.get(pack.id)!,
        ...authoredFields(pack),
        photos: [],
        likes: 0,
        reviews: 0,
        rating: 0,
        tripCount: 0,
        price: 0,
      })),
    );
  }
}
