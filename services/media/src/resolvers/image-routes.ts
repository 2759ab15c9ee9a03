// Not a resolver: the upload budget re-exported from its old place for gateway/test/rest-photo-budget.test.ts
// only, until that test imports it from ../http/image-routes.ts, where the media service's routes now live.
// Delete this file then.
export { UPLOADS_BUSY, UPLOADS_IN_FLIGHT } from '../http/image-routes.js';
