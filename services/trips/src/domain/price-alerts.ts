import { z } from 'zod';
import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import { MAX_TARGET_PRICE, priceAlertItemTypeSchema, TEXT_LENGTHS } from '@byway/contracts/rules';
import type { PriceAlertRecord, PriceAlertRepository } from '../data-access/price-alert-repository.js';
import type { TripRepository } from '../data-access/trip-repository.js';
import { optionalWebAddress } from './memories.js';

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** The price alert form of spec section 5: stop, item name and target price required; booking URL optional. */
export const priceAlertInput = z.object({
  tripId: z
    .number({ error: 'Trip id must be a whole number' })
    .int('Trip id must be a whole number')
    .positive('Trip id must be a whole number'),
  stopName: requiredText('Stop is required', 'Stop name', TEXT_LENGTHS.priceAlert.stopName),
  itemType: priceAlertItemTypeSchema,
  itemName: requiredText('Item name is required', 'Item name', TEXT_LENGTHS.priceAlert.itemName),
  targetPrice: z
    .number({ error: 'Target price is required' })
    .positive('Target price must be more than 0')
    .max(MAX_TARGET_PRICE, `Target price must be at most ${MAX_TARGET_PRICE}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Target price must have at most 2 decimals',
    ),
  priceUrl: optionalWebAddress('Booking URL', TEXT_LENGTHS.priceAlert.priceUrl),
});

export function createPriceAlerts({
  trips,
  alerts,
}: {
  trips: TripRepository;
  alerts: PriceAlertRepository;
}) {
  return {
    /** Every alert of the caller (the panel filters them by trip). */
    async myPriceAlerts(caller: Caller): Promise<PriceAlertRecord[]> {
      return alerts.listByUser(requireUser(caller));
    },

    /** Only on a trip the caller owns: someone else's trip is the same 404 as a missing one. */
    async createPriceAlert(caller: Caller, input: unknown): Promise<PriceAlertRecord> {
      const userId = requireUser(caller);
      const alert = parseInput(priceAlertInput, input);
      const trip = await trips.findOwned(alert.tripId, userId);
      if (!trip) throw AppError.notFound('Trip');
      return alerts.create({ ...alert, tripId: trip.id, userId });
    },
  };
}

export type PriceAlerts = ReturnType<typeof createPriceAlerts>;
