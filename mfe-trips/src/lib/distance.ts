import { createContext, useContext } from 'react';
import {
  chooseDistanceUnit,
  formatDistance,
  type DistanceUnit,
  type DistanceUnitPreference,
} from '@byway/contracts/rules';

/** What a route option tells about its length: km as a number since issue 19, a text before it. */
export interface RouteLength {
  totalDistance: string;
  totalDistanceKm?: number | null;
  distanceUnit?: DistanceUnit | null;
}

/**
 * A route's length as its traveller reads it: in their profile's unit when they chose one, else in the
 * unit of the country the trip starts in. An older trip without km keeps the text it was planned with.
 */
export function routeLengthText(option: RouteLength, preference?: DistanceUnitPreference | null): string {
  if (option.totalDistanceKm === null || option.totalDistanceKm === undefined) return option.totalDistance;
  const unit = chooseDistanceUnit(option.distanceUnit ?? 'mi', preference);
  return formatDistance(option.totalDistanceKm, unit);
}

/** A day's drive in the traveller's unit ('167 km'), or null when the plan has no figure for it. */
export function dayDistanceText(
  km: number | null | undefined,
  tripUnit: DistanceUnit | null | undefined,
  preference?: DistanceUnitPreference | null,
): string | null {
  if (km === null || km === undefined) return null;
  return formatDistance(km, chooseDistanceUnit(tripUnit ?? 'mi', preference));
}

/**
 * The signed-in traveller's 'Distance units' choice, provided once by the exposed page so every panel of
 * it (route options, overview, cost forecast) writes distances alike; null reads each trip's own unit.
 */
export const DistanceUnitPreferenceContext = createContext<DistanceUnitPreference | null>(null);

export const useDistanceUnitPreference = () => useContext(DistanceUnitPreferenceContext);
