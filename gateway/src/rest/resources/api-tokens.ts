import type { ApiTokenResponse, CreatedApiTokenResponse } from '@byway/contracts/rest';
import { apiTokenIdParamSchema } from '@byway/contracts/rest';
import { bodyAsInput, graphqlRoute, idFromPath, json, ok, type RestRoute } from '../route-table.js';

const TOKEN_FIELDS = 'id name scope prefix createdAt lastUsedAt revokedAt';

const TOKEN_MANAGEMENT =
  'Needs the session cookie: an API token cannot list, make or revoke tokens (403 with a token).';

/**
 * Personal API tokens (issue 13) for the profile page: list, make (the secret is in this one answer) and
 * revoke. All three need the traveller's session cookie; the router-wide guard keeps POST and DELETE to
 * Byway's own pages.
 */
export const API_TOKEN_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listApiTokens',
    method: 'get',
    path: '/api/api-tokens',
    tag: 'Account',
    summary: "The traveller's live personal API tokens, newest first (never their secrets)",
    description: TOKEN_MANAGEMENT,
    auth: 'signed-in',
    answers: [ok('ApiTokens', 'The tokens.')],
    graphql: `query RestMyApiTokensQuery { myApiTokens { ${TOKEN_FIELDS} } }`,
    answer: (data: { myApiTokens: ApiTokenResponse[] }) => data.myApiTokens,
  }),
  graphqlRoute({
    id: 'createApiToken',
    method: 'post',
    path: '/api/api-tokens',
    tag: 'Account',
    summary: 'Make a personal API token for a partner program',
    description:
      'The answer holds the secret (`byway_pat_…`) this once; only its hash is stored. A partner sends it ' +
      'as `Authorization: Bearer <secret>` to /graphql and /api; a `read` token may only run queries and ' +
      `GET. ${TOKEN_MANAGEMENT}`,
    auth: 'signed-in',
    body: json('CreateApiTokenRequest'),
    answers: [ok('CreatedApiToken', 'The secret and the stored token.', 201)],
    errors: [{ status: 409, when: 'The traveller already has 10 live tokens.' }],
    graphql: `mutation RestCreateApiTokenMutation($input: ApiTokenInput!) {
  createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } }
}`,
    variables: bodyAsInput,
    answer: (data: { createApiToken: CreatedApiTokenResponse }) => data.createApiToken,
  }),
  graphqlRoute({
    id: 'revokeApiToken',
    method: 'delete',
    path: '/api/api-tokens/{id}',
    tag: 'Account',
    summary: 'Revoke one of the traveller’s API tokens; it stops working at once',
    description: TOKEN_MANAGEMENT,
    auth: 'signed-in',
    pathParams: { id: { schema: apiTokenIdParamSchema, description: 'The token, a UUID.' } },
    answers: [{ status: 204, description: 'Revoked.', empty: true }],
    errors: [{ status: 404, when: "'Token not found': missing, already revoked or someone else's." }],
    graphql: `mutation RestRevokeApiTokenMutation($id: ID!) {
  revokeApiToken(id: $id) { ${TOKEN_FIELDS} }
}`,
    variables: idFromPath,
    answer: () => undefined,
  }),
];
