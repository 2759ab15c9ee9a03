import type { PriceAlertRecord } from '../../data-access/price-alert-repository.js';

/** What a price source says an alert's item costs now. */
export interface PriceQuote {
  price: number;
  /** ISO 4217; alerts are in US dollars, so only 'USD' quotes are recorded. */
  currency: string;
  observedAt: Date;
  /** The source's page for the item, when it has one. */
  url?: string;
}

/** The item a price source is asked about. */
export type QuotedAlert = Pick<PriceAlertRecord, 'id' | 'itemType' | 'itemName' | 'stopName'>;

/**
 * A real price source plugs in here (chosen by PRICE_SOURCE, see price-source-config.ts). `quote` answers
 * null when the source has no price for the item, and throws when the source cannot be asked (down, slow,
 * nonsense): the checker logs that and tries again on a later round.
 */
export interface PriceSource {
  /** Recorded as the observation's source ('http'). */
  name: string;
  quote(alert: QuotedAlert): Promise<PriceQuote | null>;
}
