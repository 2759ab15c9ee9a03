import { ensureLeafletStyles as ensureShared } from '@byway/web-ui/leaflet-styles';

// The look of Byway's day-coloured stop markers, on top of the shared Leaflet styles.
const STOP_MARKER_CSS =
  `.byway-stop-marker span{display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;border:2px solid #fff;box-sizing:border-box;color:#fff;font:700 12px/1 system-ui,sans-serif;box-shadow:0 1px 4px rgba(15,23,42,.45)}` +
  // A bubble for stops too close to draw apart at this zoom: larger, dark, with their count.
  `.byway-stop-cluster span{display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;border:3px solid #fff;box-sizing:border-box;background:#134e4a;color:#fff;font:700 13px/1 system-ui,sans-serif;box-shadow:0 1px 5px rgba(15,23,42,.5);cursor:pointer}` +
  // Town names on the map: dark text on a light label, readable on tiles and on the offline outline alike.
  `.byway-town-label{position:absolute;pointer-events:none;user-select:none;white-space:nowrap;padding:1px 6px;border:1px solid #cbd5e1;border-radius:4px;background:rgba(255,255,255,.92);color:#0f172a;font:600 12px/1.4 system-ui,sans-serif;box-shadow:none}.byway-town-label::before{display:none}`;

/** Adds the styles to the document once (idempotent). */
export function ensureLeafletStyles(doc: Document): void {
  ensureShared(doc, 'byway-journey-map-styles', STOP_MARKER_CSS);
}
