// Stops that would pile up on screen are drawn as one numbered bubble at low zoom (issue 21), computed by
// supercluster, a maintained clustering library. Every stop that is drawn on its own stands exactly on its
// coordinates: the earlier fan-out moved crowded markers around their centre, and on a whole-trip view it
// laid every stop of a long trip in one ring.
import Supercluster from 'supercluster';

/** A stop's place, as the clusters need it. */
export interface ClusterablePoint {
  lat: number;
  lng: number;
}

/** What the map draws at one zoom: a stop on its own (its index), or a bubble for several. */
export type MapItem =
  | { kind: 'stop'; index: number }
  | {
      kind: 'cluster';
      lat: number;
      lng: number;
      /** The stops it stands for, by index, in route order. */
      members: number[];
      /** The zoom at which it falls apart into smaller groups or stops. */
      expansionZoom: number;
    };

/** Markers are 28 px across: stops whose centres are closer than this on screen share a bubble. */
export const CLUSTER_RADIUS_PX = 30;

/**
 * The clusters of `points` for each zoom. Up to `maxZoom - 1` close stops are grouped; at `maxZoom` every
 * stop stands alone, even where two share a spot.
 */
export function stopClusters(points: readonly ClusterablePoint[], maxZoom: number) {
  // supercluster's radius is in pixels of a 512 px tile; Leaflet's tiles are 256 px.
  const index = new Supercluster<{ index: number }>({
    radius: CLUSTER_RADIUS_PX * 2,
    extent: 512,
    minZoom: 0,
    maxZoom: maxZoom - 1,
  });
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
    })),
  );

  return {
    /** What to draw at `zoom` (Leaflet's, rounded down), over the whole world. */
    at(zoom: number): MapItem[] {
      const level = Math.max(0, Math.floor(zoom));
      if (level >= maxZoom) return points.map((_, i) => ({ kind: 'stop', index: i }));
      return index.getClusters([-180, -85, 180, 85], level).map((feature): MapItem => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if (!('cluster' in feature.properties) || !feature.properties.cluster) {
          return { kind: 'stop', index: (feature.properties as { index: number }).index };
        }
        const id = feature.properties.cluster_id;
        const members = index
          .getLeaves(id, Infinity)
          .map((leaf) => leaf.properties.index)
          .sort((a, b) => a - b);
        return { kind: 'cluster', lat, lng, members, expansionZoom: index.getClusterExpansionZoom(id) };
      });
    },
  };
}
