// The offline basemap: country outlines (world-atlas, 1:110m) and US state outlines (us-atlas, 1:10m),
// bundled with the remote and loaded as a separate chunk, turned into GeoJSON by topojson-client.
import type { FeatureCollection, Geometry } from 'geojson';
import type { PathOptions } from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface BasemapCollection {
  name: 'countries' | 'states';
  data: FeatureCollection<Geometry>;
  style: PathOptions;
}

function collection(topology: Topology, object: string): FeatureCollection<Geometry> {
  const geometry = topology.objects[object];
  if (!geometry || geometry.type !== 'GeometryCollection') return { type: 'FeatureCollection', features: [] };
  return feature(topology, geometry as GeometryCollection) as FeatureCollection<Geometry>;
}

let cached: Promise<BasemapCollection[]> | null = null;

/** Loads (once) the outlines drawn under the tiles. */
export function loadBasemap(): Promise<BasemapCollection[]> {
  cached ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('us-atlas/states-10m.json'),
  ]).then(([world, us]) => [
    {
      name: 'countries',
      data: collection((world.default ?? world) as unknown as Topology, 'countries'),
      style: { color: '#94a3b8', weight: 1, fillColor: '#f1f5f9', fillOpacity: 1 },
    },
    {
      name: 'states',
      data: collection((us.default ?? us) as unknown as Topology, 'states'),
      style: { color: '#94a3b8', weight: 0.8, fill: false },
    },
  ]);
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
