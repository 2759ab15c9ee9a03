import type { Connection } from 'mongoose';
import { createIdPool, fieldsOf, isoOrNull, nullableFieldsOf } from '@byway/kit';
import type { PriceAlertDoc, PriceObservationDoc, TripsModels } from './models.js';

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

/** One recorded price of an alert (price_observations). */
export interface PriceObservationRecord {
  id: string;
  alertId: number;
  price: number;
  /** 'traveller' or the price source's name. */
  source: string;
  seenOn: string | null;
  url: string | null;
  observedAt: string;
}

export interface NewPriceObservation {
  price: number;
  source: string;
  seenOn?: string | null;
  url?: string | null;
  observedAt: Date;
}

function toObservation(doc: PriceObservationDoc): PriceObservationRecord {
  return {
    id: doc._id.toString(),
    ...fieldsOf(doc, ['alertId', 'price', 'source']),
    ...nullableFieldsOf(doc, ['seenOn', 'url']),
    observedAt: doc.observedAt.toISOString(),
  };
}

function toPriceAlert(doc: PriceAlertDoc): PriceAlertRecord {
  return {
    id: doc._id,
    ...fieldsOf(doc, ['userId', 'tripId', 'stopName', 'itemType', 'itemName', 'targetPrice']),
    ...nullableFieldsOf(doc, ['currentPrice', 'priceUrl']),
    lastChecked: isoOrNull(doc.lastChecked),
    isActive: doc.isActive ?? true,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export function createPriceAlertRepository(
  connection: Connection,
  { PriceAlert, PriceObservation }: TripsModels,
) {
  // Under load a shared counter made every new alert wait on the others (bench:load): ids come from a
  // pool this process reserved ahead, as memories' do.
  const nextAlertId = createIdPool(connection, 'price_alerts');
  return {
    /** A new alert is active and unchecked: no current price until one is recorded. */
    async create(alert: NewPriceAlert): Promise<PriceAlertRecord> {
      const id = await nextAlertId();
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

    /**
     * A new price of the owner's alert: it becomes the current price (lastChecked = when it was seen) and
     * joins the history. Null when the alert is missing or not the owner's; nothing is written then.
     */
    async recordPrice(
      alertId: number,
      userId: string,
      seen: NewPriceObservation,
    ): Promise<PriceAlertRecord | null> {
      const updated = await PriceAlert.findOneAndUpdate(
        { _id: alertId, userId },
        { $set: { currentPrice: seen.price, lastChecked: seen.observedAt } },
        { new: true, runValidators: true },
      ).lean<PriceAlertDoc>();
      if (!updated) return null;
      await PriceObservation.create({
        alertId,
        userId,
        price: seen.price,
        source: seen.source,
        seenOn: seen.seenOn ?? null,
        url: seen.url ?? null,
        observedAt: seen.observedAt,
      });
      return toPriceAlert(updated);
    },

    /** Turns the owner's alert on or off; null when it is missing or someone else's. */
    async setActive(alertId: number, userId: string, isActive: boolean): Promise<PriceAlertRecord | null> {
      const updated = await PriceAlert.findOneAndUpdate(
        { _id: alertId, userId },
        { $set: { isActive } },
        { new: true },
      ).lean<PriceAlertDoc>();
      return updated ? toPriceAlert(updated) : null;
    },

    /** The alert's recorded prices, newest first. */
    async history(alertId: number, limit: number): Promise<PriceObservationRecord[]> {
      const docs = await PriceObservation.find({ alertId })
        .sort({ observedAt: -1, _id: -1 })
        .limit(limit)
        .lean<PriceObservationDoc[]>();
      return docs.map(toObservation);
    },

    /**
     * Active alerts whose price is unknown or older than `cutoff` and that no source was asked about since
     * then, those waiting longest first.
     */
    async dueForCheck(cutoff: Date, limit: number): Promise<PriceAlertRecord[]> {
      const docs = await PriceAlert.find({
        isActive: true,
        $and: [
          { $or: [{ lastChecked: null }, { lastChecked: { $lt: cutoff } }] },
          { $or: [{ lastAttempted: null }, { lastAttempted: { $lt: cutoff } }] },
        ],
      })
        .sort({ lastAttempted: 1, _id: 1 })
        .limit(limit)
        .lean<PriceAlertDoc[]>();
      return docs.map(toPriceAlert);
    },

    /** A price source is being asked about this alert now (whatever it answers). */
    async markAttempted(alertId: number, at: Date): Promise<void> {
      await PriceAlert.updateOne({ _id: alertId }, { $set: { lastAttempted: at } });
    },
  };
}

export type PriceAlertRepository = ReturnType<typeof createPriceAlertRepository>;
