import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { PlaceCheckQuery, PlaceSuggestionsQuery, RouteCheckQuery } from './place-check';

// Consumer contracts of the trip builder's step 1, sending the very documents the builder sends (with the
// __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, string, boolean, regex } = MatchersV3;

const pact = mfeTripsPact();
const jsonAnswer = { 'content-type': regex('application/json.*', 'application/json; charset=utf-8') };

describe('mfe-trips step-1 place queries', () => {
  it('suggests places for what the traveller has typed', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder asking for places starting with Springf')
      .withOperation('PlaceSuggestions')
      .withVariables({ text: 'Springf' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PlaceSuggestionsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonAnswer);
        builder.jsonBody({
          data: {
            placeSuggestions: eachLike(
              {
                __typename: 'PlaceSuggestion',
                label: string('Springfield, MO'),
                kind: regex('^(town|landmark)$', 'town'),
                country: regex('^[A-Z]{2}$', 'US'),
              },
              3,
            ),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PlaceSuggestionsQuery,
          variables: { text: 'Springf' },
        });
        expect(data.placeSuggestions[0]).toMatchObject({ label: 'Springfield, MO', kind: 'town' });
      });
  });

  it('checks a name of several places and gets the labels to pick from', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder checking the place Springfield')
      .withOperation('PlaceCheck')
      .withVariables({ text: 'Springfield' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PlaceCheckQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonAnswer);
        builder.jsonBody({
          data: {
            placeCheck: {
              __typename: 'PlaceCheck',
              ok: boolean(false),
              label: null,
              message: string(
                '"Springfield" could mean Springfield, MO; Springfield, MA or Springfield, IL.',
              ),
              options: eachLike(string('Springfield, MO'), 2),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PlaceCheckQuery,
          variables: { text: 'Springfield' },
        });
        expect(data.placeCheck.ok).toBe(false);
        expect(data.placeCheck.options.length).toBeGreaterThan(1);
      });
  });

  it('checks a known place and gets the label to send', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder checking the place Moab, UT')
      .withOperation('PlaceCheck')
      .withVariables({ text: 'Moab, UT' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(PlaceCheckQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonAnswer);
        builder.jsonBody({
          data: {
            placeCheck: { __typename: 'PlaceCheck', ok: true, label: 'Moab, UT', message: null, options: [] },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: PlaceCheckQuery,
          variables: { text: 'Moab, UT' },
        });
        expect(data.placeCheck).toMatchObject({ ok: true, label: 'Moab, UT', options: [] });
      });
  });

  it('asks whether a car can get from the start to the destination, and hears why not', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder checking the road from Denver, CO to Paris, France')
      .withOperation('RouteCheck')
      .withVariables({ from: 'Denver, CO', to: 'Paris, France' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(RouteCheckQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonAnswer);
        builder.jsonBody({
          data: {
            routeCheck: {
              __typename: 'RouteCheck',
              ok: false,
              message: string('There is no road trip between "Denver, CO" (Denver, CO) and "Paris, France".'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: RouteCheckQuery,
          variables: { from: 'Denver, CO', to: 'Paris, France' },
        });
        expect(data.routeCheck.ok).toBe(false);
        expect(data.routeCheck.message).toMatch(/no road trip/);
      });
  });
});
