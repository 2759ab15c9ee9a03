import { z } from 'zod';
import { MAX_TARGET_PRICE } from './trip-limits.js';

/**
 * The price rule of price alerts, owned here once: a target price and a recorded price are both
 * decimal(10,2) dollars, more than 0 and at most MAX_TARGET_PRICE. The panel, the REST adapter and the
 * trips service all ask `priceProblem`, so their messages agree.
 */
export const PRICE_RULE = { min: 0.01, max: MAX_TARGET_PRICE, decimals: 2 } as const;

/** Where a price came from: the traveller who saw it, or a configured price source (by its name). */
export const TRAVELLER_PRICE_SOURCE = 'traveller';

/** How many recorded prices the panel shows per alert; the API allows up to PRICE_HISTORY_LIMITS.max. */
export const PRICE_HISTORY_LIMITS = { panel: 5, default: 10, max: 50 } as const;

/** Where the traveller saw a price ('Booking.com'): at most this many characters. */
export const PRICE_SEEN_ON_MAX_LENGTH = 100;

/** Why `value` is not an acceptable price for `label`, or null when it is. */
export function priceProblem(value: number, label: string): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value <= 0) return `${label} must be more than 0`;
  if (value > PRICE_RULE.max) return `${label} must be at most ${PRICE_RULE.max}`;
  // Floating point: 10.1 * 100 is 1009.9999999999999, so compare with a tolerance.
  if (Math.abs(value * 100 - Math.round(value * 100)) >= 1e-6)
    return `${label} must have at most ${PRICE_RULE.decimals} decimals`;
  return null;
}

/** 'Target reached!' of the spec: a current price at or below the target; never before a price is known. */
export function isTargetReached(alert: { currentPrice: number | null; targetPrice: number }): boolean {
  return alert.currentPrice !== null && alert.currentPrice <= alert.targetPrice;
}

/** A price sent as a JSON number (GraphQL). */
export function priceSchema(label: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .superRefine((value, ctx) => {
      const problem = priceProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A price sent as a number or a numeric string ("149.99"), as the REST forms may send it. */
export function priceFromFormSchema(label: string) {
  const notANumber = `${label} must be a number`;
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : value),
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d+(\.\d+)?$/, notANumber)
            .transform(Number),
        ],
        { error: (issue) => (issue.input === undefined ? `${label} is required` : notANumber) },
      )
      .pipe(priceSchema(label)),
  );
}
