import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm } from './distance.js';
import { normalizePlaceName } from './place-name.js';
import type { Town } from './town.js';

/** Sights within this distance of a town count towards its renown, each as SIGHT_WEIGHT times its people. */
const SIGHTS_KM = 30;
const SIGHT_WEIGHT = 2;
const SIGHTS_COUNTED = 5;

/**
 * A town's weight when a name has several: its people, raised by the catalogue sights that name it as
 * their town (up to SIGHTS_COUNTED of them), since travellers typing a bare name mean the one they
 * travel to ('Banff' is Alberta's).
 */
export function townRenown(places: readonly Place[]): (town: Town) => number {
  // Catalogue places by 1° cell, to count the sights of a town.
  const cells = new Map<string, Place[]>();
  for (const place of places) {
    const key = `${Math.floor(place.lat)}|${Math.floor(place.lng)}`;
    cells.set(key, [...(cells.get(key) ?? []), place]);
  }
  const sightsOf = (town: Town): number => {
    const name = normalizePlaceName(town.name);
    let count = 0;
    for (let dLat = -1; dLat <= 1; dLat++)
      for (let dLng = -1; dLng <= 1; dLng++)
        for (const place of cells.get(`${Math.floor(town.lat) + dLat}|${Math.floor(town.lng) + dLng}`) ?? [])
          if (normalizePlaceName(place.town) === name && greatCircleKm(place, town) <= SIGHTS_KM) count++;
    return count;
  };
  const memo = new Map<Town, number>();
  return (town) => {
    let value = memo.get(town);
    if (value === undefined) {
      value = town.population * (1 + SIGHT_WEIGHT * Math.min(SIGHTS_COUNTED, sightsOf(town)));
      memo.set(town, value);
    }
    return value;
  };
}
