import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import { MyTripPackReviewQuery, ReviewTripPackMutation } from './trip-pack-review';

// Consumer contracts of the trip page's trip-pack review card, sending the very documents the card sends.
const { boolean, fromProviderState, integer, string } = MatchersV3;
const pact = mfeTripsPact();
const STATE = 'a signed-in traveller who made a trip from a trip pack, its id given as packId';

describe('mfe-trips trip-pack review', () => {
  it('asks whether the traveller may review the pack of their trip', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('the trip page asking for the traveller’s review of the pack')
      .withOperation('MyTripPackReview')
      .withVariables({ packId: fromProviderState('${packId}', 3) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(MyTripPackReviewQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            myTripPackReview: { __typename: 'MyTripPackReview', canReview: boolean(true), review: null },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({
          query: MyTripPackReviewQuery,
          variables: { packId: 3 },
        });
        expect(data.myTripPackReview.canReview).toBe(true);
      });
  });

  it('saves the traveller’s rating and review of the pack', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('the trip page saving a review of the pack')
      .withOperation('ReviewTripPack')
      .withVariables({
        packId: fromProviderState('${packId}', 3),
        input: { rating: 4, comment: 'Lovely drive.' },
      })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(ReviewTripPackMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            reviewTripPack: {
              __typename: 'TripPackReview',
              id: integer(11),
              rating: 4,
              comment: string('Lovely drive.'),
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: ReviewTripPackMutation,
          variables: { packId: 3, input: { rating: 4, comment: 'Lovely drive.' } },
        });
        expect(data?.reviewTripPack.rating).toBe(4);
      });
  });
});
