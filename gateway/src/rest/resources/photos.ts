import {
  geoTaggedImageQuerySchema,
  type GeoTaggedImage,
  type GeoTaggedImageReactionResponse,
} from '@byway/contracts/rest';
import { bodyAsInput, BUDGET, graphqlRoute, idFromPath, json, ok, type RestRoute } from '../route-table.js';
import { IMAGE_FIELDS, imageId, NO_PHOTO, PHOTO_FILE_ROUTES, UPLOAD_ROUTE } from './photo-files.js';

/** Like and save: each toggles, and answers whether the traveller now likes (saves) the photo. */
const reaction = (action: 'like' | 'save') => {
  const field = action === 'like' ? 'likeGeoTaggedImage' : 'saveGeoTaggedImage';
  const name = action === 'like' ? 'LikeGeoTaggedImage' : 'SaveGeoTaggedImage';
  return graphqlRoute({
    id: field,
    method: 'post',
    path: `/api/geo-tagged-images/{id}/${action}`,
    tag: 'Photos',
    summary: action === 'like' ? 'Like a photo, or unlike it' : 'Save a photo, or unsave it',
    auth: 'signed-in',
    pathParams: imageId,
    answers: [ok('GeoTaggedImageReaction', `\`active\`: whether the traveller now ${action}s it.`)],
    errors: [NO_PHOTO],
    graphql: `mutation ${name}($id: Int!) {
  ${field}(id: $id) { active image { ${IMAGE_FIELDS} } } }`,
    variables: idFromPath,
    answer: (data: Record<typeof field, GeoTaggedImageReactionResponse>) => data[field],
  });
};

/**
 * Photo discovery (issue 10): the list, the partners' JSON create, the multipart upload, like, save, view,
 * delete and the stored files. Everything but the files and the upload runs a GraphQL operation of the
 * media subgraph (photo-files.ts has those two).
 */
export const PHOTO_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'listGeoTaggedImages',
    method: 'get',
    path: '/api/geo-tagged-images',
    tag: 'Photos',
    summary: "Public photos, and the caller's own private ones",
    auth: 'public',
    query: {
      shape: geoTaggedImageQuerySchema,
      parameters: {
        category: { description: 'Only this category; blank means any.' },
        location: { description: 'Only photos whose place names this; blank means any.' },
        search: { description: 'Words in the title, description or tags; blank means any.' },
      },
    },
    answers: [ok('GeoTaggedImages', 'The photos.')],
    graphql: `query GeoTaggedImages($filter: GeoTaggedImageFilter) {
  geoTaggedImages(filter: $filter) { ${IMAGE_FIELDS} } }`,
    variables: ({ query }) => ({ filter: query }),
    answer: (data: { geoTaggedImages: GeoTaggedImage[] }) => data.geoTaggedImages,
  }),
  graphqlRoute({
    id: 'createGeoTaggedImage',
    method: 'post',
    path: '/api/geo-tagged-images',
    tag: 'Photos',
    summary: 'Share a photo hosted elsewhere (an https `imageUrl`)',
    auth: 'signed-in',
    body: json('GeoTaggedImageRequest'),
    answers: [ok('GeoTaggedImage', 'The photo.', 201)],
    errors: [BUDGET('new photos (uploads and linked images together)')],
    graphql: `mutation CreateGeoTaggedImage($input: GeoTaggedImageInput!) {
  createGeoTaggedImage(input: $input) { ${IMAGE_FIELDS} } }`,
    variables: bodyAsInput,
    answer: (data: { createGeoTaggedImage: GeoTaggedImage }) => data.createGeoTaggedImage,
  }),
  UPLOAD_ROUTE,
  ...PHOTO_FILE_ROUTES,
  reaction('like'),
  reaction('save'),
  graphqlRoute({
    id: 'viewGeoTaggedImage',
    method: 'post',
    path: '/api/geo-tagged-images/{id}/view',
    tag: 'Photos',
    summary: "Count a view (a traveller's views count once a day)",
    auth: 'signed-in',
    pathParams: imageId,
    answers: [ok('GeoTaggedImageViews', "The photo's view count.")],
    errors: [NO_PHOTO],
    graphql: `mutation ViewGeoTaggedImage($id: Int!) { viewGeoTaggedImage(id: $id) }`,
    variables: idFromPath,
    answer: (data: { viewGeoTaggedImage: number }) => ({ views: data.viewGeoTaggedImage }),
  }),
  graphqlRoute({
    id: 'deleteGeoTaggedImage',
    method: 'delete',
    path: '/api/geo-tagged-images/{id}',
    tag: 'Photos',
    summary: 'Delete one of the traveller’s photos',
    auth: 'signed-in',
    pathParams: imageId,
    answers: [{ status: 204, description: 'Deleted.', empty: true }],
    errors: [{ status: 404, when: 'No such photo, or someone else’s.' }],
    graphql: `mutation DeleteGeoTaggedImage($id: Int!) { deleteGeoTaggedImage(id: $id) }`,
    variables: idFromPath,
    answer: () => undefined,
  }),
];
