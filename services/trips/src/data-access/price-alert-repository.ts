import type { Connection } from 'mongoose';
import { nextSequence } from '@byway/kit';
import type { PriceAlertDoc, TripsModels } from './models.js';

export interface PriceAlertRecord {
  id: number;
  userId: string;
  tripId: number;
  stopName: string;
  itemType: PriceAlertDoc['itemType'];
  itemName: string;
  targetPrice: number;
  currentPrice: number | null;
  priceUrl: string | null;
  lastChecked: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewPriceAlert = Pick<
  PriceAlertRecord,
  'userId' | 'tripId' | 'stopName' | 'itemType' | 'itemName' | 'targetPrice'
> &
  Partial<Pick<PriceAlertRecord, 'priceUrl'>>;

function toPriceAlert(doc: PriceAlertDoc): PriceAlertRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    tripId: doc.tripId,
    stopName: doc.stopName,
    itemType: doc.itemType,
    itemName: doc.itemName,
    targetPrice: doc.targetPrice,
    currentPrice: doc.currentPrice ?? null,
    priceUrl: doc.priceUrl ?? null,
    lastChecked: doc.lastChecked ? doc.lastChecked.toISOString() : null,
    isActive: doc.isActive ?? true,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export function createPriceAlertRepository(connection: Connection, { PriceAlert }: TripsModels) {
  return {
    /** A new alert is active and unchecked: no current price until a price check runs. */
    async create(alert: NewPriceAlert): Promise<PriceAlertRecord> {
      const id = await nextSequence(connection, 'price_alerts');
      const created = await PriceAlert.create({
        _id: id,
        ...alert,
        priceUrl: alert.priceUrl ?? null,
        currentPrice: null,
        lastChecked: null,
        isActive: true,
      });
      return toPriceAlert(created.toObject<PriceAlertDoc>());
    },

    /** The traveller's alerts over all their trips, newest first. */
    async listByUser(userId: string): Promise<PriceAlertRecord[]> {
      const docs = await PriceAlert.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<PriceAlertDoc[]>();
      return docs.map(toPriceAlert);
    },
  };
}

export type PriceAlertRepository = ReturnType<typeof createPriceAlertRepository>;
