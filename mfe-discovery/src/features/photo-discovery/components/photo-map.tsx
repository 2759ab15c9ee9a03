// The photos on a real Leaflet map (issue 10: the spec's 'Coming Soon' replaced): one round marker per
// photo showing its thumbnail, a popup with its title and place and a button that opens its details.
// 'View on Map' in the detail dialog focuses one photo here. Web-ui's offline basemap is drawn under the tiles.
import { addOfflineBasemap, BASEMAP_WATER } from '@byway/web-ui/offline-basemap';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Photo } from '../api/photos';
import { ensureLeafletStyles } from '../lib/leaflet-styles';
import { loadMapTileSettings, MAP_MAX_ZOOM } from '../lib/map-tiles';
import { placeLine } from '../lib/labels';

/** Its own stacking context: Leaflet's panes (z-index 200-1000) stay below the page's dialogs and toasts. */
const Canvas = styled.div`
  position: relative;
  isolation: isolate;
  z-index: 0;
  width: 100%;
  height: 32rem;
  min-height: 320px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${BASEMAP_WATER};
`;

/** Only our own paths and https addresses are shown as a marker's picture. */
const safeImage = (url: string | null) => (url && /^(\/api\/|https:\/\/)/.test(url) ? url : null);

/**
 * A marker's round thumbnail, built as DOM nodes (issue 18): stored text never passes through the HTML or
 * CSS parser, so an address holding `&apos;` or `')` stays an address. Given as an HTMLElement, Leaflet's
 * divIcon appends it as it is.
 */
export function photoMarkerElement(photo: Pick<Photo, 'id' | 'imageUrl' | 'thumbnailUrl'>): HTMLElement {
  const frame = document.createElement('span');
  frame.dataset.photoId = String(photo.id);
  const image = safeImage(photo.thumbnailUrl ?? photo.imageUrl);
  if (image) {
    const img = document.createElement('img');
    img.src = image;
    img.alt = '';
    img.loading = 'lazy';
    img.draggable = false;
    // A failed photo leaves the marker's plain round frame, never the broken-image icon (issue 21).
    img.addEventListener('error', () => img.remove());
    frame.appendChild(img);
  }
  return frame;
}

/** The marker's popup: title and place as text nodes, and the button that opens the photo. */
function photoPopupElement(photo: Photo, onOpen: () => void): HTMLElement {
  const popup = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = photo.title;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'View details';
  button.addEventListener('click', onOpen);
  popup.append(title, document.createElement('br'), placeLine(photo), document.createElement('br'), button);
  return popup;
}

export interface PhotoMapProps {
  photos: Photo[];
  /** The photo 'View on Map' asked for: the map centres on it and opens its popup. */
  focusId: number | null;
  onOpen: (photo: Photo) => void;
}

export function PhotoMap({ photos, focusId, onOpen }: PhotoMapProps) {
  const canvasRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return undefined;
    ensureLeafletStyles(container.ownerDocument);
    const map = L.map(container, { maxZoom: MAP_MAX_ZOOM, minZoom: 2, worldCopyJump: true });
    map.setView([39.5, -98.35], 4);
    // Land, water, borders and towns under the tiles: the map stays readable with no tile server.
    const basemap = addOfflineBasemap(map);
    // Tiles over it only when a tile server is configured (MAP_TILE_URL); none by default.
    let removed = false;
    void loadMapTileSettings().then((settings) => {
      if (removed || !settings) return;
      L.tileLayer(settings.url, {
        attribution: settings.attribution,
        maxZoom: MAP_MAX_ZOOM,
        crossOrigin: true,
      }).addTo(map);
    });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(() => map.invalidateSize());
      observer.observe(container);
    }
    return () => {
      removed = true;
      basemap.cancel();
      observer?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const markers = new Map<number, L.Marker>();
    for (const photo of photos) {
      const icon = L.divIcon({
        className: 'byway-photo-marker',
        html: photoMarkerElement(photo),
        iconSize: [36, 36],
        iconAnchor: [18, 18],
        popupAnchor: [0, -18],
      });
      const popup = photoPopupElement(photo, () => onOpenRef.current(photo));
      const marker = L.marker([photo.latitude, photo.longitude], {
        icon,
        title: photo.title,
        alt: photo.title,
        keyboard: true,
        riseOnHover: true,
      })
        .bindPopup(popup)
        .addTo(layer);
      markers.set(photo.id, marker);
    }
    const focused = focusId === null ? undefined : photos.find((photo) => photo.id === focusId);
    if (focused) {
      map.setView([focused.latitude, focused.longitude], 13);
      markers.get(focused.id)?.openPopup();
    } else if (photos.length === 1) {
      map.setView([photos[0]!.latitude, photos[0]!.longitude], 11);
    } else if (photos.length > 1) {
      map.fitBounds(L.latLngBounds(photos.map((photo) => [photo.latitude, photo.longitude])), {
        padding: [32, 32],
        maxZoom: 13,
      });
    }
  }, [photos, focusId]);

  return <Canvas ref={canvasRef} role="region" aria-label="Map of the photos" data-testid="photo-map" />;
}
