import { priceProblem } from '@byway/contracts/rules';
import type { Logger } from '@byway/kit';
import type { PriceAlertRepository } from '../../data-access/price-alert-repository.js';
import type { PriceSource } from './price-source.js';

export interface PriceCheckerOptions {
  alerts: Pick<PriceAlertRepository, 'dueForCheck' | 'markAttempted' | 'recordPrice'>;
  source: PriceSource;
  logger: Logger;
  /** An active alert is due once its price is older than this. */
  intervalMinutes: number;
  /** Alerts asked about per round: small, so a slow source never holds many requests at once. */
  batchSize?: number;
}

export interface PriceCheckRound {
  checked: number;
  recorded: number;
  noPrice: number;
  failed: number;
}

/**
 * Refreshes active alerts from a price source, a small batch per round. A failure is logged and leaves
 * the alert's price as it was (lastChecked still says when a price was last known); the alert is asked
 * about again an interval later, so a few items the source cannot price never block the others.
 */
export function createPriceChecker({
  alerts,
  source,
  logger,
  intervalMinutes,
  batchSize = 10,
}: PriceCheckerOptions) {
  const log = logger.child({ priceSource: source.name });

  async function checkDue(now = new Date()): Promise<PriceCheckRound> {
    const due = await alerts.dueForCheck(new Date(now.getTime() - intervalMinutes * 60_000), batchSize);
    const round: PriceCheckRound = { checked: due.length, recorded: 0, noPrice: 0, failed: 0 };
    // One at a time: a round is small and a source should not be hammered.
    for (const alert of due) {
      try {
        await alerts.markAttempted(alert.id, now);
        const quote = await source.quote(alert);
        if (!quote) {
          round.noPrice += 1;
          continue;
        }
        // Alerts are in US dollars; we do not convert, so another currency is not a price we can compare.
        const problem =
          quote.currency !== 'USD'
            ? `currency ${quote.currency} is not USD`
            : priceProblem(quote.price, 'Quoted price');
        if (problem) {
          round.failed += 1;
          log.warn({ alertId: alert.id, problem }, 'price source quote refused');
          continue;
        }
        await alerts.recordPrice(alert.id, alert.userId, {
          price: quote.price,
          source: source.name,
          url: quote.url ?? null,
          observedAt: quote.observedAt,
        });
        round.recorded += 1;
      } catch (error) {
        round.failed += 1;
        log.warn({ alertId: alert.id, err: error }, 'price source quote failed');
      }
    }
    if (round.checked) log.info(round, 'price check round');
    return round;
  }

  /**
   * Runs a round every `everyMs` (default a minute) until stopped. The timer is unref'd so it never keeps
   * the process alive, rounds never overlap, and nothing a round throws escapes.
   */
  function start(everyMs = 60_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      checkDue()
        .catch((error: unknown) => log.error({ err: error }, 'price check round failed'))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { checkDue, start };
}

export type PriceChecker = ReturnType<typeof createPriceChecker>;
