import { tripPackLengthOf } from '@byway/contracts/rules';
import { reserveSequence } from '@byway/kit';
import type { Connection } from 'mongoose';
import type { LoadedPack } from '../data/authored-packs.js';
import type { DiscoveryModels, TripPackDoc } from './models.js';

/** Who made the authored packs: Byway's own editors, never an invented person or business. */
export const EDITORS = 'Byway editors';

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
