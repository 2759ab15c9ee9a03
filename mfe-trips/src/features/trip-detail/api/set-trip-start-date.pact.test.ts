import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import { SetTripStartDateMutation } from './set-trip-start-date';

// Consumer contract of the trip page's start date (issue 21), sending the very document the page sends.
const { fromProviderState, regex } = MatchersV3;
const pact = mfeTripsPact();

describe('mfe-trips SetTripStartDate mutation', () => {
  it("keeps the trip's first day, and its last by the trip's length", async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving("the trip page setting the trip's start date")
      .withOperation('SetTripStartDate')
      .withVariables({ id: fromProviderState('${tripId}', 7), startDate: '2027-06-14' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(SetTripStartDateMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            setTripStartDate: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              startDate: regex(/^2027-06-14/.source, '2027-06-14T00:00:00.000Z'),
              endDate: regex(/^2027-06-17/.source, '2027-06-17T00:00:00.000Z'),
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: SetTripStartDateMutation,
          variables: { id: 7, startDate: '2027-06-14' },
        });
        expect(data?.setTripStartDate.startDate?.slice(0, 10)).toBe('2027-06-14');
      });
  });
});
