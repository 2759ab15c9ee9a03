import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { CreatePriceAlertMutation, MyPriceAlertsQuery } from './price-alerts';

// Consumer contract of the Price Alerts panel: the traveller's alerts and creating one. The trip id comes
// from the provider state (its handler returns tripId); 7 is only the example the consumer test sends.
const { integer, string, fromProviderState } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips MyPriceAlerts query', () => {
  it('lists the traveller’s price alerts (none yet)', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the price alerts panel asking for the traveller’s alerts')
      .withOperation('MyPriceAlerts')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(MyPriceAlertsQuery))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ data: { myPriceAlerts: [] } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: MyPriceAlertsQuery });
        expect(data.myPriceAlerts).toEqual([]);
      });
  });
});

describe('mfe-trips CreatePriceAlert mutation', () => {
  it('creates an active alert with no current price yet', async () => {
    const input = {
      tripId: 7,
      stopName: 'Arches National Park',
      itemType: 'accommodation',
      itemName: 'Riverside Lodge',
      targetPrice: 149.99,
      priceUrl: 'https://example.com/riverside-lodge',
    };
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the price alert form creating an alert')
      .withOperation('CreatePriceAlert')
      .withVariables({ input: { ...input, tripId: fromProviderState('${tripId}', 7) } })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(CreatePriceAlertMutation))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          data: {
            createPriceAlert: {
              __typename: 'PriceAlert',
              id: integer(1),
              tripId: fromProviderState('${tripId}', 7),
              stopName: 'Arches National Park',
              itemType: 'accommodation',
              itemName: 'Riverside Lodge',
              targetPrice: 149.99,
              currentPrice: null,
              priceUrl: 'https://example.com/riverside-lodge',
              lastChecked: null,
              isActive: true,
              createdAt: string('2026-11-20T10:00:00.000Z'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: CreatePriceAlertMutation,
          variables: { input },
        });
        expect(data?.createPriceAlert).toMatchObject({
          itemName: 'Riverside Lodge',
          isActive: true,
          currentPrice: null,
        });
      });
  });
});
