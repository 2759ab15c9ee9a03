import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { CreateTripMutation, type CreateTripInput } from './create-trip';

// Consumer contract of 'Create My Trip!': the very document and input shape the trip builder sends (with
// the __typename fields Apollo adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { integer, string } = MatchersV3;

const pact = mfeTripsPact();

const INPUT: CreateTripInput = {
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 4,
  themes: ['nature', 'scenic-drives'],
  travelPartySize: 2,
  season: 'fall',
  accommodationType: 'hotels',
  budget: 'moderate',
  description: 'Anniversary trip',
  progressId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
};

describe('mfe-trips CreateTrip mutation', () => {
  it('creates the trip the builder describes and answers its id', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip builder creating a 4-day trip')
      .withOperation('CreateTrip')
      .withVariables({ input: INPUT })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(CreateTripMutation))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            createTrip: {
              __typename: 'Trip',
              id: integer(1),
              title: string('Denver, CO to Moab, UT'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: CreateTripMutation,
          variables: { input: INPUT },
        });
        expect(data?.createTrip).toMatchObject({ id: 1, title: 'Denver, CO to Moab, UT' });
      });
  });
});
