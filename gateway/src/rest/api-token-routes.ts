import { Router } from 'express';
import { parseInput } from '@byway/kit';
import {
  apiTokenIdParamSchema,
  createApiTokenRequestSchema,
  type ApiTokenResponse,
  type CreatedApiTokenResponse,
} from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';

const TOKEN_FIELDS = 'id name scope prefix createdAt lastUsedAt revokedAt';
const MY_API_TOKENS = `query RestMyApiTokensQuery { myApiTokens { ${TOKEN_FIELDS} } }`;
const CREATE_API_TOKEN = `mutation RestCreateApiTokenMutation($input: ApiTokenInput!) {
  createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } }
}`;
const REVOKE_API_TOKEN = `mutation RestRevokeApiTokenMutation($id: ID!) {
  revokeApiToken(id: $id) { ${TOKEN_FIELDS} }
}`;

/**
 * Personal API tokens (issue 13) for the profile page: list, make (the secret is in this one answer) and
 * revoke. All three need the traveller's session cookie; the router-wide guard keeps POST and DELETE to
 * Byway's own pages.
 */
export function apiTokenRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get('/api-tokens', async (_req, res) => {
    requireSignedIn(res);
    const { myApiTokens } = await execute<{ myApiTokens: ApiTokenResponse[] }>(deps, res, MY_API_TOKENS);
    await sendJson(deps, res, 200, myApiTokens);
  });

  router.post('/api-tokens', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(createApiTokenRequestSchema, req.body ?? {});
    const { createApiToken } = await execute<{ createApiToken: CreatedApiTokenResponse }>(
      deps,
      res,
      CREATE_API_TOKEN,
      { input },
    );
    await sendJson(deps, res, 201, createApiToken);
  });

  router.delete('/api-tokens/:id', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(apiTokenIdParamSchema, req.params.id);
    await execute<{ revokeApiToken: ApiTokenResponse }>(deps, res, REVOKE_API_TOKEN, { id });
    await sendJson(deps, res, 204, undefined);
  });

  return router;
}
