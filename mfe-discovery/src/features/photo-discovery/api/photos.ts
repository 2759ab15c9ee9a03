import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  DeletePhotoMutationData,
  DeletePhotoMutationVariables,
  LikePhotoMutationData,
  LikePhotoMutationVariables,
  PhotoDiscoveryImagesQueryData,
  PhotoDiscoveryImagesQueryVariables,
  SavePhotoMutationData,
  SavePhotoMutationVariables,
  ViewPhotoMutationData,
  ViewPhotoMutationVariables,
} from '../../../generated/graphql';

/** A photo as the grid, the map and the detail dialog read it (spec 2 'Geo-tagged images'). */
export type Photo = PhotoDiscoveryImagesQueryData['geoTaggedImages'][number];

export interface PhotoFilter {
  search: string;
  category: string;
  location: string;
}

/** Public photos (and the traveller's own private ones) matching the filters, newest first. */
export const PhotoDiscoveryImagesQuery: TypedDocumentNode<
  PhotoDiscoveryImagesQueryData,
  PhotoDiscoveryImagesQueryVariables
> = gql`
  query PhotoDiscoveryImages($filter: GeoTaggedImageFilter) {
    geoTaggedImages(filter: $filter) {
      id
      imageUrl
      thumbnailUrl
      photographerName
      photographerUrl
      title
      description
      category
      tags
      latitude
      longitude
      locationName
      city
      state
      country
      dateTaken
      season
      timeOfDay
      weather
      views
      likes
      saves
      isPublic
      likedByMe
      savedByMe
      mine
      createdAt
    }
  }
`;

const REACTION_FIELDS = gql`
  fragment PhotoReactionFields on GeoTaggedImageReaction {
    active
    image {
      id
      likes
      saves
      likedByMe
      savedByMe
    }
  }
`;

export const LikePhotoMutation: TypedDocumentNode<LikePhotoMutationData, LikePhotoMutationVariables> = gql`
  mutation LikePhoto($id: Int!) {
    likeGeoTaggedImage(id: $id) {
      ...PhotoReactionFields
    }
  }
  ${REACTION_FIELDS}
`;

export const SavePhotoMutation: TypedDocumentNode<SavePhotoMutationData, SavePhotoMutationVariables> = gql`
  mutation SavePhoto($id: Int!) {
    saveGeoTaggedImage(id: $id) {
      ...PhotoReactionFields
    }
  }
  ${REACTION_FIELDS}
`;

/** Counts the traveller's view of a photo (once a day); fire and forget. */
export const ViewPhotoMutation: TypedDocumentNode<ViewPhotoMutationData, ViewPhotoMutationVariables> = gql`
  mutation ViewPhoto($id: Int!) {
    viewGeoTaggedImage(id: $id)
  }
`;

/** Deletes one of the traveller's own photos with its files. */
export const DeletePhotoMutation: TypedDocumentNode<DeletePhotoMutationData, DeletePhotoMutationVariables> =
  gql`
    mutation DeletePhoto($id: Int!) {
      deleteGeoTaggedImage(id: $id)
    }
  `;

/** The filters as the query's variables: blank ones left out. */
export function filterVariables(filter: PhotoFilter): PhotoDiscoveryImagesQueryVariables {
  const trimmed = {
    search: filter.search.trim(),
    category: filter.category.trim(),
    location: filter.location.trim(),
  };
  const given = Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== ''));
  return Object.keys(given).length ? { filter: given } : {};
}

export function usePhotos(filter: PhotoFilter) {
  return useQuery(PhotoDiscoveryImagesQuery, {
    variables: filterVariables(filter),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

export function usePhotoActions() {
  const [like] = useMutation(LikePhotoMutation);
  const [save] = useMutation(SavePhotoMutation);
  const [view] = useMutation(ViewPhotoMutation);
  const [remove] = useMutation(DeletePhotoMutation);
  return { like, save, view, remove };
}
