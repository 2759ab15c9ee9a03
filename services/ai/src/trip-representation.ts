/**
 * The trips service's Trip as the gateway sends it to this subgraph (its key and the fields this subgraph
 * @requires): the parent of the Trip resolvers, named as the codegen mapper of Trip in codegen.ts. A module
 * of its own, so the generated types and the resolvers do not import each other.
 */
export interface TripRepresentation {
  id: number;
  season?: string | null;
  keptRouteStops?: {
    name: string;
    category?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  }[];
}
