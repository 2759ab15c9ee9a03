import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import { HiddenGemAnalysisQuery, gemAnalysisInput } from './gem-analysis';

// Consumer contract of Explore's analysis of a gem, sending the very document the dialog sends.
const { eachLike, string } = MatchersV3;

const pact = mfeDiscoveryPact();

const input = gemAnalysisInput({
  name: 'Goblin Valley State Park',
  address: 'Green River, UT',
  category: 'hidden-natural',
});

describe('mfe-discovery HiddenGemAnalysis query', () => {
  it('analyses a gem for the signed-in traveller', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('Explore asking for the analysis of a hidden gem')
      .withOperation('HiddenGemAnalysis')
      .withVariables({ input })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(HiddenGemAnalysisQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            analyzeStop: {
              __typename: 'StopAnalysis',
              description: string('Thousands of sandstone hoodoos.'),
              location: string('Green River, UT'),
              howToGetThere: string('Take UT-24 south from I-70.'),
              generalInfo: string('A state park with a day-use fee.'),
              estimatedVisitDuration: string('2 hours'),
              bestTimeToVisit: string('Spring and fall'),
              highlights: eachLike('Hoodoos'),
              tips: eachLike('Carry water.'),
              nearbyAttractions: eachLike('Little Wild Horse Canyon'),
              localCulture: string('Ranching country.'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: HiddenGemAnalysisQuery,
          variables: { input },
        });
        expect(data.analyzeStop.highlights).toEqual(['Hoodoos']);
      });
  });
});
