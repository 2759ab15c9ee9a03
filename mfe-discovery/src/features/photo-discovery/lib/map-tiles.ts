// Where the photo map's tiles come from: web-ui's one runtime setting, shared with the trip page's journey map.
export { loadMapTileSettings, MAP_MAX_ZOOM, mapTileSettings } from '@byway/web-ui';
