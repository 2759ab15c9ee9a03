import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { AnalyzeStopQuery, analyzeStopInput } from './analyze-stop';

// Consumer contract of the stop dialog's analysis, sending the very document the dialog sends.
const { eachLike, string } = MatchersV3;

const pact = mfeTripsPact();

const input = analyzeStopInput({ name: 'Arches National Park', address: 'Moab, UT', category: 'nature' });

describe('mfe-trips AnalyzeStop query', () => {
  it('analyses a stop for the signed-in traveller', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the stop dialog asking for the analysis of a stop')
      .withOperation('AnalyzeStop')
      .withVariables({ input })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(AnalyzeStopQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            analyzeStop: {
              __typename: 'StopAnalysis',
              description: string('Over 2,000 natural stone arches in red sandstone.'),
              location: string('Five miles north of Moab, Utah.'),
              howToGetThere: string('Take US-191 north from Moab to the park entrance.'),
              generalInfo: string('Timed entry may be required in season.'),
              estimatedVisitDuration: string('2-4 hours'),
              bestTimeToVisit: string('Early morning or sunset'),
              highlights: eachLike('Delicate Arch'),
              tips: eachLike('Carry plenty of water.'),
              nearbyAttractions: eachLike('Canyonlands National Park'),
              localCulture: string('A desert outdoor town.'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: AnalyzeStopQuery,
          variables: { input },
        });
        expect(data.analyzeStop.highlights).toEqual(['Delicate Arch']);
        expect(data.analyzeStop.estimatedVisitDuration).toBe('2-4 hours');
      });
  });
});
