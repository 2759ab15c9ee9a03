import { ensureLeafletStyles as ensureShared } from '../../../../../contracts/shell/leaflet-styles';

// The look of Byway's day-coloured stop markers, on top of the shared Leaflet styles.
const STOP_MARKER_CSS = `.byway-stop-marker span{display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;border:2px solid #fff;box-sizing:border-box;color:#fff;font:700 12px/1 system-ui,sans-serif;box-shadow:0 1px 4px rgba(15,23,42,.45)}`;

/** Adds the styles to the document once (idempotent). */
export function ensureLeafletStyles(doc: Document): void {
  ensureShared(doc, 'byway-journey-map-styles', STOP_MARKER_CSS);
}
