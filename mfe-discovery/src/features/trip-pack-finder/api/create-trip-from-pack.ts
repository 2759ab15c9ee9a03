import { TRIP_PACK_DEFAULTS } from '@byway/contracts/rules';
import { apiJson, jsonField } from '@byway/web-ui';
import type { TripPackCardData } from './trip-packs';

/** POST /api/trips/from-pack body (spec 7), with the pack defaults of spec 9. */
export interface TripFromPackPayload {
  tripPackId: number;
  title: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes: string[];
  season: string;
  accommodationType: typeof TRIP_PACK_DEFAULTS.accommodationType;
  partySize: typeof TRIP_PACK_DEFAULTS.partySize;
  budget: typeof TRIP_PACK_DEFAULTS.budget;
  /** Where the planner reports progress (GET /api/trips/plan-progress/{id}); beyond the spec's payload. */
  progressId?: string;
  /** 'Start from my city': the trip starts and ends there (beyond the spec; only sent when chosen). */
  startFrom?: string;
}

/** What a trip from a pack needs of it: a results card or the pack's preview. */
export type PackForTrip = Pick<
  TripPackCardData,
  'id' | 'title' | 'startLocation' | 'endLocation' | 'duration' | 'theme'
>;

export function tripFromPackPayload(
  pack: PackForTrip,
  season: string,
  progressId?: string,
  startFrom?: string,
): TripFromPackPayload {
  const home = startFrom?.trim();
  return {
    tripPackId: pack.id,
    title: pack.title,
    startLocation: pack.startLocation ?? '',
    endLocation: pack.endLocation ?? '',
    totalDays: pack.duration,
    themes: [pack.theme],
    season,
    accommodationType: TRIP_PACK_DEFAULTS.accommodationType,
    partySize: TRIP_PACK_DEFAULTS.partySize,
    budget: TRIP_PACK_DEFAULTS.budget,
    ...(progressId ? { progressId } : {}),
    ...(home ? { startFrom: home } : {}),
  };
}

/** Creates (or reuses) the traveller's trip for a pack and answers its id. A refusal rejects with ApiError. */
export async function createTripFromPack(
  payload: TripFromPackPayload,
  signal?: AbortSignal,
): Promise<number> {
  const id = jsonField(await apiJson('POST', '/api/trips/from-pack', payload, { signal }), 'id');
  if (typeof id !== 'number') throw new Error('POST /api/trips/from-pack answered no trip id');
  return id;
}
