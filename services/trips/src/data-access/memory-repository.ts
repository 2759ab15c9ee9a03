import type { Connection } from 'mongoose';
import { createIdPool, fieldsOf, nullableFieldsOf } from '@byway/kit';
import type { TripMemoryDoc, TripsModels } from './models.js';

export interface TripMemoryRecord {
  id: number;
  tripId: number;
  userId: string;
  stopName: string;
  /** The day the stop was on when the memory was saved; null if it was not in the itinerary (or older). */
  stopDay: number | null;
  memoryType: TripMemoryDoc['memoryType'];
  content: string | null;
  photoUrl: string | null;
  rating: number | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
}

export type NewTripMemory = Pick<TripMemoryRecord, 'tripId' | 'userId' | 'stopName' | 'memoryType'> &
  Partial<Pick<TripMemoryRecord, 'stopDay' | 'content' | 'photoUrl' | 'rating' | 'latitude' | 'longitude'>>;

function toMemory(doc: TripMemoryDoc): TripMemoryRecord {
  return {
    id: doc._id,
    ...fieldsOf(doc, ['tripId', 'userId', 'stopName', 'memoryType']),
    ...nullableFieldsOf(doc, ['stopDay', 'content', 'photoUrl', 'rating', 'latitude', 'longitude']),
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createMemoryRepository(connection: Connection, { TripMemory }: TripsModels) {
  // Memories are the busiest write (a traveller on the road saves many): ids come from a reserved pool.
  const nextMemoryId = createIdPool(connection, 'trip_memories');
  return {
    async create(memory: NewTripMemory): Promise<TripMemoryRecord> {
      const id = await nextMemoryId();
      const created = await TripMemory.create({ _id: id, ...memory });
      return toMemory(created.toObject<TripMemoryDoc>());
    },

    /** A trip's memories, every member's, newest first; ids break ties within the same millisecond. */
    async listByTrip(tripId: number): Promise<TripMemoryRecord[]> {
      const docs = await TripMemory.find({ tripId }).sort({ createdAt: -1, _id: -1 }).lean<TripMemoryDoc[]>();
      return docs.map(toMemory);
    },
  };
}

export type MemoryRepository = ReturnType<typeof createMemoryRepository>;
