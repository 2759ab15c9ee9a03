import { fieldsOf, fieldsOr, nullableFieldsOf } from '@byway/kit';
import type { DiscoveryModels, TripPackDoc } from './models.js';

/** A trip pack as the API shows it (the authoring fields createdBy and stops stay inside the service). */
export interface TripPackRecord {
  id: number;
  title: string;
  description: string | null;
  theme: string;
  duration: number;
  difficulty: string | null;
  creator: string | null;
  distance: string | null;
  startLocation: string | null;
  endLocation: string | null;
  highlights: string[];
  photos: string[];
  likes: number;
  reviews: number;
  price: number;
  continent: string | null;
  country: string | null;
  durationCategory: string | null;
  bestSeason: string | null;
  coverImage: string | null;
  rating: number;
  tripCount: number;
  isOfficial: boolean;
  stops: TripPackStopRecord[];
  createdAt: string;
}

export interface TripPackStopRecord {
  day: number;
  name: string;
  lat: number;
  lng: number;
  category: string;
  description: string | null;
}

/** Stored stops are authored JSON (validated at load); anything else stored there is left out. */
function stopsOf(stops: unknown[] | undefined): TripPackStopRecord[] {
  return (stops ?? []).flatMap((stop) => {
    if (typeof stop !== 'object' || stop === null) return [];
    const { day, name, lat, lng, category, description } = stop as Record<string, unknown>;
    if (
      typeof day !== 'number' ||
      typeof name !== 'string' ||
      typeof lat !== 'number' ||
      typeof lng !== 'number'
    )
      return [];
    return [
      {
        day,
        name,
        lat,
        lng,
        category: typeof category === 'string' ? category : 'attraction',
        description: typeof description === 'string' ? description : null,
      },
    ];
  });
}

export interface TripPackQuery {
  continent?: string;
  country?: string;
  durationCategory?: string;
  bestSeason?: string;
}

function toRecord(doc: TripPackDoc): TripPackRecord {
  return {
    id: doc._id,
    ...fieldsOf(doc, ['title', 'theme', 'duration']),
    ...nullableFieldsOf(doc, [
      'description',
      'difficulty',
      'creator',
      'distance',
      'startLocation',
      'endLocation',
      'continent',
      'country',
      'durationCategory',
      'bestSeason',
      'coverImage',
    ]),
    ...fieldsOr(doc, {
      highlights: [],
      photos: [],
      likes: 0,
      reviews: 0,
      price: 0,
      rating: 0,
      tripCount: 0,
      isOfficial: false,
    }),
    stops: stopsOf(doc.stops),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createTripPackRepository({ TripPack }: Pick<DiscoveryModels, 'TripPack'>) {
  return {
    /** Packs matching every given field; official and best-rated first. */
    async find(query: TripPackQuery): Promise<TripPackRecord[]> {
      const docs = await TripPack.find(query)
        .sort({ isOfficial: -1, rating: -1, _id: 1 })
        .limit(200)
        .lean<TripPackDoc[]>();
      return docs.map(toRecord);
    },

    async findById(id: number): Promise<TripPackRecord | null> {
      const doc = await TripPack.findById(id).lean<TripPackDoc>();
      return doc ? toRecord(doc) : null;
    },
  };
}

export type TripPackRepository = ReturnType<typeof createTripPackRepository>;
