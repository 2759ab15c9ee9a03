import type {
  beforeUnloadDocumentPayload,
  Extension,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import type { Logger } from '@byway/kit';
import { tripIdOfDocument } from '@byway/contracts/collab';
import type { DocumentStore } from '../data-access/document-updates.js';
import type { TripPlans } from '../data-access/trips-client.js';
import { firstDocumentOf } from './first-document.js';
import { planFromDocument, type PlanChanged } from './read-model.js';

/**
 * Loads and stores trip documents (Hocuspocus hooks) as updates plus compaction (document-updates.ts).
 *
 * Loading: Hocuspocus awaits onLoadDocument before it answers any sync of the document, so a client never
 * sees an empty trip while the stored one loads. A load that throws refuses every connection waiting for it
 * and unloads the document; nothing is stored for a document this extension did not load itself (checked
 * again here), so a failed load can never write a blank document over the real one.
 *
 * A trip's first document (no stored updates) is filled from its plan in the trips service and stored
 * before any client sees it: a trip that already has a plan never opens blank. When the trips service
 * cannot answer, or has no such trip, the load fails as above: the connection is refused, nothing stored.
 *
 * Storing: every update the document takes after its load is kept (a listener on the Y.Doc itself, so
 * nothing depends on other hooks' order or on Redis answering) and appended, merged into one, when
 * Hocuspocus calls onStoreDocument (debounced) and before the document is unloaded. Updates that came
 * from another replica through Redis are kept too: the replica whose client made them stores them as well,
 * but if it died before its debounce ran, this copy is the one that reaches the database. Twice stored is
 * harmless (Yjs applies an update once) and compaction folds it away.
 */
export function tripStorage(options: {
  store: DocumentStore;
  logger: Logger;
  onPlanChanged: PlanChanged;
  tripPlans: Pick<TripPlans, 'planOf'>;
}): Extension {
  const { store, logger, onPlanChanged, tripPlans } = options;
  /** Updates not stored yet, per document this extension loaded (a failed load never gets an entry). */
  const pending = new WeakMap<Y.Doc, Uint8Array[]>();

  const flush = async (documentName: string, document: Y.Doc): Promise<boolean> => {
    const updates = pending.get(document);
    if (!updates) {
      logger.error({ documentName }, 'refusing to store a document that was not loaded');
      return false;
    }
    if (updates.length === 0) return false;
    // Taken before the write: edits made while it runs wait for the next store.
    const batch = updates.splice(0, updates.length);
    try {
      const { compacted } = await store.append(documentName, Y.mergeUpdates(batch));
      if (compacted) logger.debug({ documentName }, 'document compacted');
      return true;
    } catch (error) {
      updates.unshift(...batch);
      throw error;
    }
  };

  /** Per document, the plan being sent: one at a time, so an older plan never lands after a newer one. */
  const sending = new Map<string, Promise<void>>();
  const tellPlan = async (documentName: string, document: Y.Doc) => {
    const tripId = tripIdOfDocument(documentName);
    if (tripId === null) return;
    const send = async () => {
      try {
        // Read when its turn comes: the newest plan.
        await onPlanChanged(tripId, planFromDocument(document));
      } catch (error) {
        logger.warn({ err: error, tripId }, 'sending the trip plan failed');
      }
    };
    const next = (sending.get(documentName) ?? Promise.resolve()).then(send);
    sending.set(documentName, next);
    await next;
    if (sending.get(documentName) === next) sending.delete(documentName);
  };

  /** A trip's first document, filled from its plan and stored (nothing when the plan is empty). */
  const fillFirst = async (documentName: string, document: Y.Doc) => {
    const tripId = tripIdOfDocument(documentName);
    if (tripId === null) return;
    const plan = await tripPlans.planOf(tripId).catch((error: unknown) => {
      logger.warn({ err: error, tripId }, 'reading the trip plan for its first document failed');
      throw error;
    });
    if (!plan) {
      logger.warn({ tripId }, 'the trips service has no such trip: its document stays unopened');
      throw new Error(`trip ${tripId} not found in the trips service`);
    }
    const update = firstDocumentOf(plan);
    if (!update) return;
    await store.append(documentName, update);
    Y.applyUpdate(document, update);
    logger.info({ tripId, stops: plan.stops.length }, 'first document filled from the trip plan');
  };

  return {
    extensionName: 'byway-trip-storage',

    async onLoadDocument({ document, documentName }: onLoadDocumentPayload) {
      const updates = await store.load(documentName);
      if (updates.length > 0) Y.applyUpdate(document, Y.mergeUpdates(updates));
      else await fillFirst(documentName, document);
      const unstored: Uint8Array[] = [];
      document.on('update', (update: Uint8Array) => unstored.push(update));
      pending.set(document, unstored);
      logger.debug({ documentName, records: updates.length }, 'document loaded');
    },

    async onStoreDocument({ document, documentName }: onStoreDocumentPayload) {
      if (await flush(documentName, document)) await tellPlan(documentName, document);
    },

    // Whatever the debounce has not stored yet (the last client left, the process stops). A failure keeps
    // the document in memory (Hocuspocus does not unload it) rather than dropping the edits.
    async beforeUnloadDocument({ document, documentName }: beforeUnloadDocumentPayload) {
      if (pending.get(document)?.length && (await flush(documentName, document)))
        await tellPlan(documentName, document);
    },
  };
}
