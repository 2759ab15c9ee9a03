import { z } from 'zod';
import type { PriceQuote, PriceSource, QuotedAlert } from './price-source.js';

/** What the simple JSON source answers: `{ "price": 129.5, "currency": "USD" }` (a page `url` optional). */
const answerSchema = z.object({
  price: z.number(),
  currency: z.string().trim().min(3).max(3),
  url: z.string().url().optional(),
});

export interface HttpPriceSourceOptions {
  url: string;
  /** A source slower than this is abandoned for the round (default 5 s). */
  timeoutMs?: number;
}

/**
 * PRICE_SOURCE=http: GET `${url}?itemType=&itemName=&stopName=`. A 404 means "no price for this item"
 * (null); any other failure, a timeout or an answer of another shape throws.
 */
export function createHttpPriceSource({ url, timeoutMs = 5_000 }: HttpPriceSourceOptions): PriceSource {
  return {
    name: 'http',
    async quote(alert: QuotedAlert): Promise<PriceQuote | null> {
      const address = new URL(url);
      address.searchParams.set('itemType', alert.itemType);
      address.searchParams.set('itemName', alert.itemName);
      address.searchParams.set('stopName', alert.stopName);
      const answer = await fetch(address, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`price source answered ${answer.status}`);
      const parsed = answerSchema.safeParse(await answer.json());
      if (!parsed.success) throw new Error('price source answered an unexpected shape');
      const { price, currency, url: page } = parsed.data;
      return {
        price,
        currency: currency.toUpperCase(),
        observedAt: new Date(),
        ...(page ? { url: page } : {}),
      };
    },
  };
}
