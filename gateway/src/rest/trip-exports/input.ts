import type { TripDetail } from '@byway/contracts/rest';
import {
  chooseDistanceUnit,
  formatDistance,
  dayHeading,
  milesToKm,
  tripDisplayTitle,
  type DistanceUnit,
  type DistanceUnitPreference,
} from '@byway/contracts/rules';

/** One stop of the chosen route, in driving order. Coordinates are null when the stop has none. */
export interface ExportStop {
  name: string;
  lat: number | null;
  lng: number | null;
  dayNumber: number;
  orderInDay: number;
  category: string | null;
  address: string | null;
  /** Minutes planned at the stop. */
  durationMinutes: number | null;
}

/** One day of the chosen route: the planner's daily segment, or just its number when it has none. */
export interface ExportDay {
  day: number;
  title: string | null;
  /** The planner's estimate, not a measured drive. */
  driveHours: number | null;
  km: number | null;
  overnight: string | null;
}

/** What every export reads: the trip, and the chosen route option's stops and days. */
export interface ExportTrip {
  id: number;
  title: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  /** The trip's own first day (YYYY-MM-DD), when it has one. */
  startDate: string | null;
  routeName: string | null;
  /** The route's whole drive in km, when known. */
  totalKm: number | null;
  /** The traveller's unit: their profile's choice, else the trip's country's. Every distance is written in it. */
  distanceUnit: DistanceUnit;
  /** Ordered by day, then by orderInDay. */
  stops: ExportStop[];
  /** Day 1 to the last day, one entry each. */
  days: ExportDay[];
}

/** The calendar day of a stored date-time ('2025-06-01T00:00:00.000Z' -> '2025-06-01'), else null. */
function dateOf(value: string | null): string | null {
  const day = value?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

/** A point on the map: a stop that has coordinates. */
export type PlacedStop = ExportStop & { lat: number; lng: number };

export function isPlaced(stop: ExportStop): stop is PlacedStop {
  return stop.lat !== null && stop.lng !== null && Number.isFinite(stop.lat) && Number.isFinite(stop.lng);
}

export function stopsOfDay(trip: ExportTrip, day: number): ExportStop[] {
  return trip.stops.filter((stop) => stop.dayNumber === day);
}

/** 'Day 2: Into the canyons', or 'Day 2' when the planner gave the day no title (never 'Day 2: Day 2: …'). */
export function dayLabel(day: ExportDay): string {
  return dayHeading(day.day, day.title);
}

/**
 * The points a day's drive passes, in order: where the previous day ended (its last placed stop, the
 * night's town) and then the day's own placed stops. A day's line starts where the traveller woke up,
 * not at its first visit.
 */
export function dayRoute(trip: ExportTrip, day: number): PlacedStop[] {
  const stops = stopsOfDay(trip, day).filter(isPlaced);
  const previous = trip.stops
    .filter((stop) => stop.dayNumber < day)
    .filter(isPlaced)
    .at(-1);
  const first = stops[0];
  if (!previous || !first || (previous.lat === first.lat && previous.lng === first.lng)) return stops;
  return [previous, ...stops];
}

/** A file name from the trip's title: 'Denver, CO → Moab!' becomes 'denver-co-moab'. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'trip';
}

/**
 * The export input for route option `routeIndex` of a trip, or null when the trip has no such option.
 * As on the trip page, the stops a traveller added themselves (custom stops) belong to every route, and a
 * trip without route options exports its own stops.
 */
export function exportTripOf(
  trip: TripDetail,
  routeIndex: number,
  preference: DistanceUnitPreference | null = null,
): ExportTrip | null {
  const option = trip.routeOptions[routeIndex];
  if (!option && (trip.routeOptions.length > 0 || routeIndex > 0)) return null;
  const planned = option ? [...option.stops, ...trip.stops.filter((stop) => stop.isCustom)] : trip.stops;
  const stops = planned
    .map<ExportStop>((stop) => ({
      name: stop.name,
      lat: stop.lat ?? stop.latitude,
      lng: stop.lng ?? stop.longitude,
      dayNumber: stop.dayNumber,
      orderInDay: stop.orderInDay,
      category: stop.category,
      address: stop.address,
      durationMinutes: stop.estimatedDuration,
    }))
    .sort((a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay);
  const segments = option?.dailySegments ?? [];
  const lastDay = Math.max(
    trip.totalDays,
    ...segments.map((segment) => segment.day),
    ...stops.map((stop) => stop.dayNumber),
  );
  const days = Array.from({ length: Math.max(lastDay, 0) }, (_, index): ExportDay => {
    const segment = segments.find((candidate) => candidate.day === index + 1);
    return {
      day: index + 1,
      title: segment?.title.trim() || null,
      driveHours: segment ? segment.driveSummary.estimatedHours : null,
      km: segment ? kmOf(segment.driveSummary) : null,
      overnight: segment?.overnight?.trim() || null,
    };
  });
  return {
    id: trip.id,
    title: tripDisplayTitle(trip),
    startLocation: trip.startLocation,
    endLocation: trip.endLocation,
    totalDays: trip.totalDays,
    startDate: dateOf(trip.startDate),
    routeName: option?.routeName ?? null,
    totalKm: option?.totalDistanceKm ?? null,
    distanceUnit: chooseDistanceUnit(option?.distanceUnit ?? 'mi', preference),
    stops,
    days,
  };
}

/** A day's km; from its miles on a trip planned before plans carried km. */
function kmOf(
  drive: TripDetail['routeOptions'][number]['dailySegments'][number]['driveSummary'],
): number | null {
  if (drive.distanceKm !== null) return drive.distanceKm;
  return drive.distanceMiles === null ? null : Math.round(milesToKm(drive.distanceMiles) * 10) / 10;
}

/** 'About 2.5 h and 167 km of driving (estimate)', or null for a day without a planned drive. */
export function dayDrive(trip: ExportTrip, day: ExportDay): string | null {
  if (day.driveHours === null) return null;
  const hours = Math.round(day.driveHours * 10) / 10;
  const distance = day.km === null ? '' : ` and ${formatDistance(day.km, trip.distanceUnit)}`;
  return `About ${hours} h${distance} of driving (estimate)`;
}

/** 'Hiking · Moab, UT · about 90 min': what a map app shows under a stop's name. */
export function stopDetails(stop: ExportStop): string {
  const parts = [
    stop.category,
    stop.address,
    stop.durationMinutes ? `about ${stop.durationMinutes} min` : null,
  ];
  return parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');
}
