import type { Budget } from '@byway/contracts/rules';
import type { TripRequest } from './request.js';
import type { RouteOption } from './types.js';

/**
 * The traveller's budget and choice of stay, made visible: the kind of lunch that fits the budget, and a
 * memorable catalogue lodging for the night when they asked for unique stays. Kinds of places only: we
 * name no business we have not checked.
 */

const LUNCH_FOR_BUDGET: Partial<Record<Budget, string>> = {
  budget: 'To keep it cheap: a picnic from a grocery store, or a bakery or simple café.',
  moderate: 'A casual sit-down lunch fits a mid-range budget.',
  luxury: 'Worth booking a table at the best-reviewed restaurant in town.',
};

/** What kind of lunch fits the trip's budget; null when the traveller left the budget open. */
export function lunchForBudget(budget: TripRequest['budget']): string | null {
  return (budget && LUNCH_FOR_BUDGET[budget]) ?? null;
}

/** Whether the nights look first for a lodging from our catalogue (a historic inn, a lodge in a park). */
export function wantsMemorableStay(request: Pick<TripRequest, 'themes' | 'accommodationType'>): boolean {
  return request.themes.includes('lodging') || request.accommodationType === 'unique';
}

/** Adds the budget's kind of lunch to every lunch stop of the plan. */
export function fitLunchesToBudget(options: RouteOption[], request: TripRequest): void {
  const words = lunchForBudget(request.budget);
  if (!words) return;
  for (const option of options) {
    for (const stop of option.stops) {
      if (stop.category === 'lunch' && !stop.description.includes(words)) {
        stop.description = `${stop.description} ${words}`;
      }
    }
  }
}
