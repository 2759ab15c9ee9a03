import { ACCOUNT_DELETED_MESSAGE, type DeleteAccountResponse } from '@byway/contracts/rest';
import { contextOf, requireSignedIn, sendJson } from '../adapter.js';
import { createAccountDataClient } from '../account-data.js';
import { refuseCrossSite } from '../cross-site.js';
import { json, ok, requestBody, TOO_MANY, UNAVAILABLE, type RestRoute } from '../route-table.js';

const DELETE_BODY = json('DeleteAccountRequest');

/**
 * The traveller's own data (issue 9): `GET /api/account/export` downloads everything stored about them
 * as one JSON file; `DELETE /api/account` removes them everywhere once they confirm it.
 */
export const ACCOUNT_ROUTES: RestRoute[] = [
  {
    id: 'exportAccount',
    method: 'get',
    path: '/api/account/export',
    tag: 'Account',
    summary: 'Everything stored about the traveller, as a JSON download',
    description: 'Served as the attachment `byway-data-<date>.json`; no password hash and no session ids.',
    auth: 'signed-in',
    answers: [ok('AccountExport', 'The data.')],
    errors: [UNAVAILABLE],
    handler: (deps) => {
      const accountData = createAccountDataClient(deps);
      return async (_req, res) => {
        requireSignedIn(res);
        const exported = await accountData.exportAll(contextOf(res).caller);
        const date = exported.exportedAt.slice(0, 10);
        res.set('Content-Disposition', `attachment; filename="byway-data-${date}.json"`);
        res.set('Cache-Control', 'no-store');
        await sendJson(deps, res, 200, exported);
      };
    },
  },
  {
    id: 'deleteAccount',
    method: 'delete',
    path: '/api/account',
    tag: 'Account',
    summary: 'Delete the account and all its data',
    description:
      'Accounts with a password confirm with it; accounts that only sign in through a provider must have ' +
      'signed in within the last 10 minutes. Every session ends.',
    auth: 'signed-in',
    body: DELETE_BODY,
    answers: [ok('DeleteAccountResponse', 'Deleted.')],
    errors: [TOO_MANY('wrong passwords for the account'), UNAVAILABLE],
    handler: (deps) => {
      const accountData = createAccountDataClient(deps);
      const publicOrigin = new URL(deps.publicUrl).origin;
      return async (req, res) => {
        refuseCrossSite(req, publicOrigin);
        requireSignedIn(res);
        const { password } = requestBody(DELETE_BODY, req);
        // Password guesses through this door are limited by the users service like sign-in attempts.
        const context = contextOf(res);
        await accountData.confirmDeletion(context.caller, password);
        await accountData.deleteAll(context.caller);
        // The users service removed every session; this one's cookie is cleared and its cache entry dropped.
        context.session.ended = context.caller.sessionId;
        const body: DeleteAccountResponse = { message: ACCOUNT_DELETED_MESSAGE };
        await sendJson(deps, res, 200, body);
      };
    },
  },
];
