import * as Y from 'yjs';
import { activityOf, addStop, setDayNote } from '@byway/contracts/collab';
import type { SeedPlan } from '../data-access/trips-client.js';

/** Names a first document's changes would carry; none are kept (see below). */
const SEEDER = { who: 'Byway' };

/**
 * A trip's first document, as one Yjs update, filled from its plan in the trips service (issue 22): each
 * stop of the kept route under its stopKey, on its day, in the plan's order (fractional keys made by the
 * document's own helpers, each stop put last of its day in turn), with its name, note and place; then
 * the day notes. The helpers note each change in the activity list; the list is emptied again, as filling
 * the document is no one's edit. Null when the plan has nothing to fill.
 */
export function firstDocumentOf(plan: SeedPlan): Uint8Array | null {
  if (plan.stops.length === 0 && plan.dayNotes.length === 0) return null;
  const doc = new Y.Doc();
  const seen = new Set<string>();
  const inOrder = [...plan.stops].sort((a, b) => a.dayNumber - b.dayNumber || a.position - b.position);
  doc.transact(() => {
    for (const stop of inOrder) {
      // A stopKey is the trip's own and unique; a repeat would refuse every connection, so the first wins.
      if (seen.has(stop.stopKey)) continue;
      seen.add(stop.stopKey);
      addStop(
        doc,
        {
          id: stop.stopKey,
          // The document requires a name; a planned stop stored without one keeps a plain label.
          name: stop.name.trim() || 'Unnamed stop',
          note: stop.note,
          lat: stop.lat,
          lng: stop.lng,
          kind: stop.isCustom ? 'custom' : 'planned',
        },
        { day: stop.dayNumber },
        SEEDER,
      );
    }
    for (const { day, note } of plan.dayNotes) setDayNote(doc, day, note, SEEDER);
    const activity = activityOf(doc);
    activity.delete(0, activity.length);
  });
  return Y.encodeStateAsUpdate(doc);
}
