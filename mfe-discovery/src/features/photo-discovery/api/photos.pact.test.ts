import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import {
  DeletePhotoMutation,
  filterVariables,
  LikePhotoMutation,
  PhotoDiscoveryImagesQuery,
  SavePhotoMutation,
  ViewPhotoMutation,
} from './photos';

// Consumer contracts of photo discovery (/geo-tagged-images), sending the very documents the page sends
// (with the __typename fields Apollo adds). The provider state shares one public photo through the partners'
// JSON payload and gives its id back as imageId. Verified by contracts/pact/gateway.provider.test.ts.
const { atLeastOneLike, boolean, decimal, eachLike, fromProviderState, integer, string } = MatchersV3;
const pact = mfeDiscoveryPact();
const STATE = 'a signed-in traveller who shared a public photo, its id given as imageId';

const request = (builder: { headers: (headers: Record<string, string>) => unknown }) => {
  builder.headers({ 'apollo-require-preflight': 'true' });
};

const reaction = (likes: number, saves: number, likedByMe: boolean, savedByMe: boolean) => ({
  __typename: 'GeoTaggedImageReaction',
  active: boolean(true),
  image: {
    __typename: 'GeoTaggedImage',
    id: integer(41),
    likes: integer(likes),
    saves: integer(saves),
    likedByMe: boolean(likedByMe),
    savedByMe: boolean(savedByMe),
  },
});

describe('mfe-discovery photo discovery', () => {
  it('lists the photos matching a search', async () => {
    const variables = filterVariables({
      search: 'Delicate Arch from the pact',
      category: 'nature',
      location: '',
    });
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('photo discovery searching nature photos for Delicate Arch')
      .withOperation('PhotoDiscoveryImages')
      .withVariables(variables)
      .withRequest('POST', '/graphql', request)
      .withQuery(addTypenameToDocument(PhotoDiscoveryImagesQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            geoTaggedImages: atLeastOneLike({
              __typename: 'GeoTaggedImage',
              id: integer(41),
              imageUrl: string('https://images.example.org/delicate-arch.jpg'),
              thumbnailUrl: null,
              photographerName: null,
              photographerUrl: null,
              title: string('Delicate Arch from the pact'),
              description: string('The arch at golden hour.'),
              category: string('nature'),
              tags: eachLike('arches'),
              latitude: decimal(38.7436),
              longitude: decimal(-109.4993),
              locationName: string('Arches National Park'),
              city: string('Moab'),
              state: string('Utah'),
              country: string('USA'),
              dateTaken: string('2024-05-01T19:30:00.000Z'),
              season: string('spring'),
              timeOfDay: string('evening'),
              weather: string('Clear'),
              views: integer(0),
              likes: integer(0),
              saves: integer(0),
              isPublic: boolean(true),
              likedByMe: boolean(false),
              savedByMe: boolean(false),
              mine: boolean(true),
              createdAt: string('2024-05-02T10:00:00.000Z'),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({ query: PhotoDiscoveryImagesQuery, variables });
        expect(data.geoTaggedImages[0]?.title).toBe('Delicate Arch from the pact');
      });
  });

  it('likes a photo', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('photo discovery liking the photo')
      .withOperation('LikePhoto')
      .withVariables({ id: fromProviderState('${imageId}', 41) })
      .withRequest('POST', '/graphql', request)
      .withMutation(addTypenameToDocument(LikePhotoMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { likeGeoTaggedImage: reaction(1, 0, true, false) } });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: LikePhotoMutation,
          variables: { id: 41 },
        });
        expect(data?.likeGeoTaggedImage.active).toBe(true);
      });
  });

  it('saves a photo to the collection', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('photo discovery saving the photo')
      .withOperation('SavePhoto')
      .withVariables({ id: fromProviderState('${imageId}', 41) })
      .withRequest('POST', '/graphql', request)
      .withMutation(addTypenameToDocument(SavePhotoMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { saveGeoTaggedImage: reaction(0, 1, false, true) } });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: SavePhotoMutation,
          variables: { id: 41 },
        });
        expect(data?.saveGeoTaggedImage.image.savedByMe).toBe(true);
      });
  });

  it('records a view', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('photo discovery opening the photo’s details')
      .withOperation('ViewPhoto')
      .withVariables({ id: fromProviderState('${imageId}', 41) })
      .withRequest('POST', '/graphql', request)
      .withMutation(addTypenameToDocument(ViewPhotoMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { viewGeoTaggedImage: integer(1) } });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: ViewPhotoMutation,
          variables: { id: 41 },
        });
        expect(data?.viewGeoTaggedImage).toBe(1);
      });
  });

  it('deletes the traveller’s own photo', async () => {
    await pact
      .addGraphQLInteraction()
      .given(STATE)
      .uponReceiving('photo discovery deleting the traveller’s own photo')
      .withOperation('DeletePhoto')
      .withVariables({ id: fromProviderState('${imageId}', 41) })
      .withRequest('POST', '/graphql', request)
      .withMutation(addTypenameToDocument(DeletePhotoMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { deleteGeoTaggedImage: true } });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: DeletePhotoMutation,
          variables: { id: 41 },
        });
        expect(data?.deleteGeoTaggedImage).toBe(true);
      });
  });
});
