import type * as Y from 'yjs';
import type { Logger } from '@byway/kit';
import { orderedDays, stopsOf, type StopKind } from '@byway/contracts/collab';

/**
 * The trip's plan as the rest of the platform reads it (issue 22): the trips subgraph keeps serving the plan
 * to the graph, partners and every existing screen, as a read model the collaboration service writes. This
 * is what the service sends after each stored change (debounced with the store).
 */
export interface TripPlanStop {
  /** The stop's id in the document: the trips service's stopKey for the stops it planned. */
  stopKey: string;
  name: string;
  note: string | null;
  lat: number | null;
  lng: number | null;
  placeId: string | null;
  kind: StopKind;
  /** Its place in the day, from 1. */
  orderInDay: number;
}

export interface TripPlan {
  days: { day: number; note: string | null; stops: TripPlanStop[] }[];
  /**
   * The ids of stops taken out of the document: only these leave the trip, so a stop added to the trip
   * outside the document (before server-side edits go through it) is not removed by the next live edit.
   */
  removed: string[];
}

/**
 * Stop ids the document once had and has no more. A Y.Map keeps, per key, its last entry, deleted or not
 * (`_map`, the map's own record of its keys: the public API answers live entries only).
 */
function removedStopIds(doc: Y.Doc): string[] {
  const removed: string[] = [];
  for (const [id, entry] of stopsOf(doc)._map) if (entry.deleted) removed.push(id);
  return removed.sort();
}

/** The document's plan: days in order, each day's stops in their (order, id) order. */
export function planFromDocument(doc: Y.Doc): TripPlan {
  return {
    days: orderedDays(doc).map(({ day, note, stops }) => ({
      day,
      note,
      stops: stops.map((stop, index) => ({
        stopKey: stop.id,
        name: stop.name,
        note: stop.note,
        lat: stop.lat,
        lng: stop.lng,
        placeId: stop.placeId ?? null,
        kind: stop.kind,
        orderInDay: index + 1,
      })),
    })),
    removed: removedStopIds(doc),
  };
}

/** Told the trip's plan after its document changed and was stored. It must not throw for long: it is logged. */
export type PlanChanged = (tripId: number, plan: TripPlan) => Promise<void> | void;

/** Only a log line: where no trips service is set (tests). main.ts sends the plan to the trips service. */
export const logPlanChanged =
  (logger: Logger): PlanChanged =>
  (tripId, plan) => {
    const stops = plan.days.reduce((count, day) => count + day.stops.length, 0);
    logger.info({ tripId, days: plan.days.length, stops }, 'trip plan changed (not sent on)');
  };
