import { TRIP_PACK_DEFAULTS } from '@byway/contracts/rules';
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

export function tripFromPackPayload(
  pack: TripPackCardData,
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

/** Server refusal carrying the answer's `message` when there was one. */
export class TripFromPackError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Failed to create trip');
    this.name = 'TripFromPackError';
  }
}

/** Creates (or reuses) the traveller's trip for a pack and answers its id. */
export async function createTripFromPack(
  payload: TripFromPackPayload,
  signal?: AbortSignal,
): Promise<number> {
  const response = await fetch('/api/trips/from-pack', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'include',
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    throw new TripFromPackError(typeof record.message === 'string' && record.message ? record.message : null);
  }
  if (typeof record.id !== 'number') throw new TripFromPackError(null);
  return record.id;
}
