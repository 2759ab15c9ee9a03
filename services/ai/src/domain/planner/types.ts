import type { DistanceUnit } from '@byway/contracts/rules';
import type { Place } from '../../data/catalogue-schema.js';
import type { Gazetteer, ResolvedPlace } from '../geo/gazetteer.js';
import type { RoadPath } from '../geo/road-path.js';
import type { Routing } from '../geo/routing.js';

/**
 * The plan the planners build. Its contract with the trips service is the GraphQL schema (PlannedTrip in
 * schema.graphql): planTrip's generated resolver type checks these shapes against it, and the trips service
 * reads the answer with types generated from the same schema.
 */

/** A stop as the trip page shows it: every trip_stops field of the spec except ids and timestamps. */
export interface PlannedStop {
  name: string;
  description: string;
  category: string;
  lat: number;
  lng: number;
  latitude: number;
  longitude: number;
  address: string;
  /** Minutes. */
  estimatedDuration: number;
  dayNumber: number;
  orderInDay: number;
  /** Byway's editorial score (1-5) for curated places; null for town-level stops. */
  rating: number | null;
  essential: boolean;
  isDetour: boolean;
  /** '1h 10m' from the previous stop (or the day's start). */
  drivingTimeFromPrevious: string;
  photos: string[];
  isCustom: boolean;
  /** The curated place it came from, when it did. */
  placeId: string | null;
}

export interface DailySegment {
  day: number;
  title: string;
  description: string;
  /** Distances as numbers, so every screen can write them in its traveller's unit. */
  driveSummary: { estimatedHours: number; distanceMiles: number; distanceKm: number };
  /** Where the night is spent (the destination on the last day). */
  overnight: string;
  /** The day's drive along the roads ([lat, lng] pairs) from a routing server; null when estimated. */
  path: RoadPath | null;
}

export interface RouteOption {
  routeName: string;
  vibe: string;
  /** '280 km', '354 mi': in the unit of the country the trip starts in. */
  totalDistance: string;
  /** The whole drive in km, to a tenth. */
  totalDistanceKm: number;
  /** The unit of the country the trip starts in: what its texts use and what screens default to. */
  distanceUnit: DistanceUnit;
  /** '7h 20m' of driving. */
  estimatedTime: string;
  stops: PlannedStop[];
  dailySegments: DailySegment[];
}

export interface TripPlan {
  /** Who planned it; 'offline' also when a model failed (see fallbackReason). */
  planner: 'offline' | 'openai';
  model: string | null;
  fallbackReason: string | null;
  /** 'estimate' (great-circle x circuity) or 'osrm' (a routing server). */
  routing: 'estimate' | 'osrm';
  start: Pick<ResolvedPlace, 'label' | 'lat' | 'lng'>;
  end: Pick<ResolvedPlace, 'label' | 'lat' | 'lng'>;
  routeOptions: RouteOption[];
  notes: string[];
}

/** What a planner plans from: the catalogue, the gazetteer, and how legs are measured. */
export interface PlannerData {
  places: readonly Place[];
  gazetteer: Gazetteer;
  routing: Routing;
}
