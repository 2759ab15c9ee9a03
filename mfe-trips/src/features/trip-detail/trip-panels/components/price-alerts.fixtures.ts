import type { MockedResponse } from '@apollo/client/testing';
import { MyPriceAlertsQuery, type PriceAlert } from '../api/price-alerts';

/** An active price alert of trip 7 with no price seen yet, as the gateway answers it. */
export const priceAlertFixture = (
  overrides: Partial<PriceAlert> = {},
): PriceAlert & { __typename: 'PriceAlert' } => ({
  __typename: 'PriceAlert',
  id: 1,
  tripId: 7,
  stopName: 'Moab',
  itemType: 'accommodation',
  itemName: 'Red Cliffs Lodge',
  targetPrice: 150,
  currentPrice: null,
  priceUrl: null,
  lastChecked: null,
  isActive: true,
  targetReached: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  history: [],
  ...overrides,
});

/** The traveller's price alerts, as `myPriceAlerts` answers. */
export const priceAlertsAnswer = (alerts: PriceAlert[]): MockedResponse => ({
  request: { query: MyPriceAlertsQuery },
  result: { data: { myPriceAlerts: alerts } },
});
