import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeAccountPact } from '../../../testing/pact';
import {
  ProfileApiTokensQuery,
  ProfileCreateApiTokenMutation,
  ProfileRevokeApiTokenMutation,
} from './api-tokens';

// Consumer contract of the profile page's API tokens card (issue 13), sending the very documents the card
// sends. Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, fromProviderState, like, regex, string, uuid } = MatchersV3;

const pact = mfeAccountPact();
const WITH_TOKEN = 'a signed-in traveller with a read API token, its id given as tokenId';
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
const preflight = (builder: { headers: (headers: Record<string, string>) => unknown }) => {
  builder.headers({ 'apollo-require-preflight': 'true' });
};

describe('mfe-account API tokens', () => {
  it('lists the traveller’s tokens without their secrets', async () => {
    await pact
      .addGraphQLInteraction()
      .given(WITH_TOKEN)
      .uponReceiving('the profile page asking for the traveller’s API tokens')
      .withOperation('ProfileApiTokens')
      .withVariables({})
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(ProfileApiTokensQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            myApiTokens: eachLike({
              __typename: 'ApiToken',
              id: uuid('6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01'),
              name: string('Route tracker'),
              scope: regex('^(read|read-write)$', 'read'),
              prefix: regex('^[A-Za-z0-9_-]{8}$', 'QQQQQQQQ'),
              createdAt: regex(ISO, '2026-11-20T10:00:00.000Z'),
              lastUsedAt: like(null),
            }),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: ProfileApiTokensQuery });
        expect(data.myApiTokens[0]).toMatchObject({ name: 'Route tracker', scope: 'read' });
      });
  });

  it('makes a token and gets its secret once', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the profile page making a read-write API token')
      .withOperation('ProfileCreateApiToken')
      .withVariables({ input: { name: 'Sync', scope: 'read-write' } })
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(ProfileCreateApiTokenMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            createApiToken: {
              __typename: 'CreatedApiToken',
              secret: regex('^byway_pat_[A-Za-z0-9_-]{43}$', `byway_pat_${'Q'.repeat(43)}`),
              token: {
                __typename: 'ApiToken',
                id: uuid('6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01'),
                name: 'Sync',
                scope: 'read-write',
                prefix: regex('^[A-Za-z0-9_-]{8}$', 'QQQQQQQQ'),
                createdAt: regex(ISO, '2026-11-20T10:00:00.000Z'),
                lastUsedAt: null,
              },
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: ProfileCreateApiTokenMutation,
          variables: { input: { name: 'Sync', scope: 'read-write' } },
        });
        expect(data?.createApiToken.secret).toMatch(/^byway_pat_/);
        expect(data?.createApiToken.token.scope).toBe('read-write');
      });
  });

  it('revokes one of the traveller’s tokens', async () => {
    await pact
      .addGraphQLInteraction()
      .given(WITH_TOKEN)
      .uponReceiving('the profile page revoking an API token')
      .withOperation('ProfileRevokeApiToken')
      .withVariables({ id: fromProviderState('${tokenId}', '6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01') })
      .withRequest('POST', '/graphql', preflight)
      .withQuery(addTypenameToDocument(ProfileRevokeApiTokenMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            revokeApiToken: {
              __typename: 'ApiToken',
              id: uuid('6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01'),
              revokedAt: regex(ISO, '2026-11-24T08:00:00.000Z'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: ProfileRevokeApiTokenMutation,
          variables: { id: '6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01' },
        });
        expect(data?.revokeApiToken.revokedAt).not.toBeNull();
      });
  });
});
