import { ensureLeafletStyles as ensureShared } from '@byway/web-ui/leaflet-styles';

// Photo thumbnails as round markers, on top of the shared Leaflet styles.
const PHOTO_MARKER_CSS = `.byway-photo-marker span{display:block;width:36px;height:36px;border-radius:50%;border:3px solid #fff;box-sizing:border-box;background:#0f766e center/cover no-repeat;box-shadow:0 1px 4px rgba(15,23,42,.45);overflow:hidden}.byway-photo-marker img{display:block;width:100%;height:100%;object-fit:cover}`;

/** Adds the styles to the document once (idempotent). */
export function ensureLeafletStyles(doc: Document): void {
  ensureShared(doc, 'byway-photo-map-styles', PHOTO_MARKER_CSS);
}
