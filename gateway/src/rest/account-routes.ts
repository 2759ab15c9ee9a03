import { Router } from 'express';
import { parseInput } from '@byway/kit';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountRequestSchema,
  type DeleteAccountResponse,
} from '@byway/contracts/rest';
import { contextOf, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import { createAccountDataClient } from './account-data.js';
import { refuseCrossSite } from './cross-site.js';

/**
 * The traveller's own data (issue 9): `GET /api/account/export` downloads everything stored about them
 * as one JSON file; `DELETE /api/account` removes them everywhere once they confirm it.
 */
export function accountRoutes(deps: RestDeps): Router {
  const router = Router();
  const accountData = createAccountDataClient(deps);
  const publicOrigin = new URL(deps.publicUrl).origin;

  router.get('/account/export', async (_req, res) => {
    requireSignedIn(res);
    const exported = await accountData.exportAll(contextOf(res).caller);
    const date = exported.exportedAt.slice(0, 10);
    res.set('Content-Disposition', `attachment; filename="byway-data-${date}.json"`);
    res.set('Cache-Control', 'no-store');
    await sendJson(deps, res, 200, exported);
  });

  router.delete('/account', async (req, res) => {
    refuseCrossSite(req, publicOrigin);
    requireSignedIn(res);
    const { password } = parseInput(deleteAccountRequestSchema, req.body ?? {});
    // Password guesses through this door are limited by the users service like sign-in attempts.
    const context = contextOf(res);
    await accountData.confirmDeletion(context.caller, password);
    await accountData.deleteAll(context.caller);
    // The users service removed every session; this one's cookie is cleared and its cache entry dropped.
    context.session.ended = context.caller.sessionId;
    const body: DeleteAccountResponse = { message: ACCOUNT_DELETED_MESSAGE };
    await sendJson(deps, res, 200, body);
  });

  return router;
}

// The check lives with the router-wide guard; photo routes import it from here too.
export { refuseCrossSite };
