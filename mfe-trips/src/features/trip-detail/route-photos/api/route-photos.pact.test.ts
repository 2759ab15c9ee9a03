import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../../testing/pact';
import { TripRoutePhotosQuery } from './route-photos';

// Consumer contract of the trip page's 'Photos Near This Route', sending the very document it sends.
// The provider state shares a public photo at Arches National Park; the points are two stops near Moab.
const { atLeastOneLike, integer, string } = MatchersV3;
const pact = mfeTripsPact();

const points = [
  { latitude: 38.573, longitude: -109.55 },
  { latitude: 38.733, longitude: -109.593 },
];

describe('mfe-trips TripRoutePhotos query', () => {
  it('finds public photos shared near the route’s stops', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller who shared a public photo, its id given as imageId')
      .uponReceiving('the trip page asking for photos near stops around Moab')
      .withOperation('TripRoutePhotos')
      .withVariables({ points })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripRoutePhotosQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            geoTaggedImagesNear: atLeastOneLike({
              __typename: 'GeoTaggedImage',
              id: integer(41),
              imageUrl: string('https://images.example.org/delicate-arch.jpg'),
              thumbnailUrl: null,
              title: string('Delicate Arch from the pact'),
              locationName: string('Arches National Park'),
              city: string('Moab'),
              state: string('Utah'),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({
          query: TripRoutePhotosQuery,
          variables: { points },
        });
        expect(data.geoTaggedImagesNear[0]?.city).toBe('Moab');
      });
  });
});
