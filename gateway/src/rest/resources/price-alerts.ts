import { priceAlertIdParamSchema, type PriceAlert } from '@byway/contracts/rest';
import { bodyAsInput, graphqlRoute, json, ok, TRIP_404, type RestRoute } from '../route-table.js';

const PRICE_ALERT_FIELDS = `
  id userId tripId stopName itemType itemName targetPrice currentPrice priceUrl lastChecked isActive createdAt
  updatedAt`;

/**
 * The price alerts panel (spec 7): the caller's alerts over all their trips (the panel filters them by
 * trip), and a new alert on one of the caller's own trips; anyone else's trip is a 404 'Trip not found'.
 * Recording a price (issue 11) sets the alert's current price and adds it to its history.
 */
export const PRICE_ALERT_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listPriceAlerts',
    method: 'get',
    path: '/api/price-alerts',
    tag: 'Trips',
    summary: "The traveller's price alerts over all their trips",
    auth: 'signed-in',
    answers: [ok('PriceAlerts', 'The alerts.')],
    graphql: `query RestMyPriceAlertsQuery { myPriceAlerts { ${PRICE_ALERT_FIELDS} } }`,
    answer: (data: { myPriceAlerts: PriceAlert[] }) => data.myPriceAlerts,
  }),
  graphqlRoute({
    id: 'createPriceAlert',
    method: 'post',
    path: '/api/price-alerts',
    tag: 'Trips',
    summary: "A price alert on one of the traveller's trips",
    auth: 'signed-in',
    body: json('CreatePriceAlertRequest'),
    answers: [ok('PriceAlert', 'The alert.', 201)],
    errors: [TRIP_404],
    graphql: `mutation RestCreatePriceAlertMutation($input: PriceAlertInput!) {
  createPriceAlert(input: $input) { ${PRICE_ALERT_FIELDS} }
}`,
    variables: bodyAsInput,
    answer: (data: { createPriceAlert: PriceAlert }) => data.createPriceAlert,
  }),
  // 'Record a price' (issue 11): the alert with its new current price; anyone else's alert is a 404.
  graphqlRoute({
    id: 'recordAlertPrice',
    method: 'post',
    path: '/api/price-alerts/{id}/prices',
    tag: 'Trips',
    summary: 'Records the price the traveller sees now on one of their price alerts',
    description:
      'The price (more than 0, at most 2 decimals, as for a target price) becomes the current price, ' +
      "`lastChecked` is now, and it joins the alert's history; `source` optionally says where it was seen.",
    auth: 'signed-in',
    pathParams: {
      id: { schema: priceAlertIdParamSchema, description: 'The price alert, a whole number.' },
    },
    body: json('RecordAlertPriceRequest'),
    answers: [ok('PriceAlert', 'The alert with its new current price.')],
    errors: [{ status: 404, when: "'Price alert not found': the alert is missing or someone else's." }],
    graphql: `mutation RestRecordAlertPriceMutation($alertId: Int!, $price: Float!, $source: String) {
  recordAlertPrice(alertId: $alertId, price: $price, source: $source) { ${PRICE_ALERT_FIELDS} }
}`,
    variables: ({ params, body: { price, source } }) => ({
      alertId: params.id,
      price,
      source: source ?? null,
    }),
    answer: (data: { recordAlertPrice: PriceAlert }) => data.recordAlertPrice,
  }),
];
