import { Router } from 'express';
import { parseInput } from '@byway/kit';
import {
  createPriceAlertRequestSchema,
  priceAlertIdParamSchema,
  recordAlertPriceRequestSchema,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  CREATE_PRICE_ALERT,
  MY_PRICE_ALERTS,
  RECORD_ALERT_PRICE,
  type CreatePriceAlertResult,
  type MyPriceAlertsResult,
  type RecordAlertPriceResult,
} from './operations.js';

/**
 * The price alerts panel (spec 7): the caller's alerts over all their trips (the panel filters them by
 * trip), and a new alert on one of the caller's own trips; anyone else's trip is a 404 'Trip not found'.
 * Recording a price (issue 11) sets the alert's current price and adds it to its history.
 */
export function priceAlertsRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/price-alerts', async (_req, res) => {
    requireSignedIn(res);
    const { myPriceAlerts } = await execute<MyPriceAlertsResult>(deps, res, MY_PRICE_ALERTS);
    await sendJson(deps, res, 200, myPriceAlerts);
  });

  router.post('/price-alerts', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(createPriceAlertRequestSchema, req.body ?? {});
    const { createPriceAlert } = await execute<CreatePriceAlertResult>(deps, res, CREATE_PRICE_ALERT, {
      input,
    });
    await sendJson(deps, res, 201, createPriceAlert);
  });

  // 'Record a price' (issue 11): the alert with its new current price; anyone else's alert is a 404.
  router.post('/price-alerts/:id/prices', async (req, res) => {
    requireSignedIn(res);
    const alertId = parseInput(priceAlertIdParamSchema, req.params.id);
    const { price, source } = parseInput(recordAlertPriceRequestSchema, req.body ?? {});
    const { recordAlertPrice } = await execute<RecordAlertPriceResult>(deps, res, RECORD_ALERT_PRICE, {
      alertId,
      price,
      source: source ?? null,
    });
    await sendJson(deps, res, 200, recordAlertPrice);
  });

  return router;
}
