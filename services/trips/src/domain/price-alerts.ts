import { z } from 'zod';
import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import {
  PRICE_HISTORY_LIMITS,
  PRICE_SEEN_ON_MAX_LENGTH,
  priceSchema,
  TRAVELLER_PRICE_SOURCE,
} from '@byway/contracts/rules';
import { createPriceAlertRequestSchema } from '@byway/contracts/rest';
import type {
  PriceAlertRecord,
  PriceAlertRepository,
  PriceObservationRecord,
} from '../data-access/price-alert-repository.js';
import type { TripAccess } from './trip-access.js';

const alertId = z
  .number({ error: 'Alert id must be a whole number' })
  .int('Alert id must be a whole number')
  .positive('Alert id must be a whole number');

/** 'Record a price' (issue 11): the price the traveller sees, under the same rule as a target price. */
export const recordAlertPriceInput = z.object({
  alertId,
  price: priceSchema('Price'),
  source: z
    .string({ error: 'Source must be text' })
    .trim()
    .max(PRICE_SEEN_ON_MAX_LENGTH, `Source must be at most ${PRICE_SEEN_ON_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});

export const setPriceAlertActiveInput = z.object({
  alertId,
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

const historyLimit = z
  .number({ error: 'Limit must be a whole number' })
  .int('Limit must be a whole number')
  .min(1, 'Limit must be at least 1')
  .max(PRICE_HISTORY_LIMITS.max, `Limit must be at most ${PRICE_HISTORY_LIMITS.max}`)
  .nullish()
  .transform((value) => value ?? PRICE_HISTORY_LIMITS.default);

export function createPriceAlerts({ access, alerts }: { access: TripAccess; alerts: PriceAlertRepository }) {
  return {
    /** Every alert of the caller (the panel filters them by trip). */
    async myPriceAlerts(caller: Caller): Promise<PriceAlertRecord[]> {
      return alerts.listByUser(requireUser(caller));
    },

    /**
     * The price alert form of spec section 5, parsed with the REST contract's createPriceAlertRequestSchema.
     * On a trip the caller is on (owner or member; each member's alerts are their own): anyone else's trip
     * is the same 404 as a missing one.
     */
    async createPriceAlert(caller: Caller, input: unknown): Promise<PriceAlertRecord> {
      const userId = requireUser(caller);
      const alert = parseInput(createPriceAlertRequestSchema, input);
      const trip = await access.tripFor(caller, alert.tripId, 'read');
      return alerts.create({ ...alert, tripId: trip.id, userId });
    },

    /** The traveller records what they see now; someone else's alert is the same 404 as a missing one. */
    async recordAlertPrice(caller: Caller, args: unknown, now = new Date()): Promise<PriceAlertRecord> {
      const userId = requireUser(caller);
      const { alertId, price, source } = parseInput(recordAlertPriceInput, args);
      const updated = await alerts.recordPrice(alertId, userId, {
        price,
        source: TRAVELLER_PRICE_SOURCE,
        seenOn: source,
        observedAt: now,
      });
      if (!updated) throw AppError.notFound('Price alert');
      return updated;
    },

    /** Active or Inactive, owner only; price sources check active alerts only. */
    async setPriceAlertActive(caller: Caller, args: unknown): Promise<PriceAlertRecord> {
      const userId = requireUser(caller);
      const { alertId, isActive } = parseInput(setPriceAlertActiveInput, args);
      const updated = await alerts.setActive(alertId, userId, isActive);
      if (!updated) throw AppError.notFound('Price alert');
      return updated;
    },

    /**
     * The alert's recorded prices, newest first. The alert reached this resolver through one of its
     * owner's own queries or mutations, so ownership was checked there.
     */
    async history(alert: PriceAlertRecord, limit: unknown): Promise<PriceObservationRecord[]> {
      return alerts.history(alert.id, parseInput(historyLimit, limit));
    },
  };
}

export type PriceAlerts = ReturnType<typeof createPriceAlerts>;
