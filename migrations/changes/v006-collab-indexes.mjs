// The collaboration service's stored document updates, read in order per document
// (services/collab/src/data-access/document-updates.ts).
import { createIndexes, dropIndexes, serviceDatabase } from '../indexes.mjs';

const INDEXES = {
  document_updates: [[{ document: 1, _id: 1 }]],
};

export const up = (db, client) => createIndexes(serviceDatabase(db, client, 'collab'), INDEXES);
export const down = (db, client) => dropIndexes(serviceDatabase(db, client, 'collab'), INDEXES);
