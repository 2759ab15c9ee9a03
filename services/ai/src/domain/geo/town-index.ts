import { EVERYDAY_TOWN_NAMES } from '../../data/everyday-town-names.js';
import { loadTowns } from '../../data/towns.js';
import type { Place } from '../../data/catalogue-schema.js';
import type { LatLng } from './distance.js';
import { normalizePlaceName } from './place-name.js';
import { shortForms, type Town } from './town.js';

/**
 * The covered countries' towns, indexed by every name people use for them (GeoNames' own, the everyday
 * English one, short forms, our places' village names) and by position, for the gazetteer's lookups
 * and the planner's neighbourhood searches.
 */

/** A place's town this close to a GeoNames town is that town under its everyday name. */
const EVERYDAY_NAME_KM = 8;

export interface TownIndex {
  towns: readonly Town[];
  /** Towns by normalised name, largest first. */
  byName: Map<string, Town[]>;
  /** A GeoNames town under its everyday name, with the other names it goes by ('Köln' for 'Cologne'). */
  named(town: Town): Town;
  otherNames: Map<Town, string[]>;
  townsNear(point: LatLng, radiusKm: number, minPopulation?: number): Town[];
  nearestTown(point: LatLng, minPopulation?: number): Town | undefined;
}

export function createTownIndex(places: readonly Place[]): TownIndex {
  // The town itself carries the everyday name, so a plan's overnight says 'Galway', not 'Gaillimh'; the
  // GeoNames name and the others people type still find it ('Köln' is 'Cologne, Germany').
  const everyday = new Map(
    EVERYDAY_TOWN_NAMES.map((entry) => [`${entry.country}|${normalizePlaceName(entry.geonames)}`, entry]),
  );
  const otherNames = new Map<Town, string[]>();
  const named = (town: Town): Town => {
    const entry = everyday.get(`${town.country}|${normalizePlaceName(town.name)}`);
    if (!entry) return town;
    const renamed: Town = {
      ...town,
      name: entry.everyday,
      ...(entry.former ? { formerName: normalizePlaceName(town.name) } : {}),
    };
    otherNames.set(renamed, [town.name, ...(entry.also ?? [])]);
    return renamed;
  };
  const towns = loadTowns().map(named);
  const byName = new Map<string, Town[]>();
  const index = (name: string, town: Town) => {
    const key = normalizePlaceName(name);
    // Names in other scripts normalise to nothing; they are found by their Latin names.
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [town]);
    else if (!list.includes(town)) list.push(town);
  };
  for (const town of towns) {
    index(town.name, town);
    for (const name of [...(otherNames.get(town) ?? []), ...shortForms(town)]) index(name, town);
    // Bilingual GeoNames names ('Donostia / San Sebastián') are found, and then named, by either half.
    if (town.name.includes(' / '))
      for (const part of town.name.split(' / ')) index(part, { ...town, name: part });
  }
  // A coarse grid (1° cells) keeps the neighbourhood searches fast without a spatial index package.
  const grid = new Map<string, Town[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;
  for (const town of towns) {
    const key = cell(town.lat, town.lng);
    const list = grid.get(key);
    if (list) list.push(town);
    else grid.set(key, [town]);
  }

  // The towns our own places name (villages under 1,000 people, 'Dingle' for 'An Daingean') resolve too:
  // to the real town within a few km when there is one, else to the place itself. They are names only:
  // overnight choices keep to the GeoNames towns.
  for (const place of places) {
    // Only names the country's towns lack: a place may lie far from its town ('Green River' for Goblin
    // Valley, 70 km away), so its position must never stand in for a town we know elsewhere.
    // In the US a name is known per state: Springdale, AR says nothing of Springdale, UT by Zion.
    const known = (byName.get(normalizePlaceName(place.town)) ?? []).some(
      (town) => town.country === place.country && (place.country !== 'US' || town.admin === place.region),
    );
    if (known) continue;
    const near = townsNear(place, EVERYDAY_NAME_KM).find((town) => town.country === place.country);
    index(place.town, {
      name: place.town,
      country: place.country,
      admin: near?.admin ?? (place.country === 'US' ? (place.region ?? '') : ''),
      population: near?.population ?? 0,
      lat: near?.lat ?? place.lat,
      lng: near?.lng ?? place.lng,
    });
  }
  // Largest first, whatever order the names were added in: the first is what an unqualified name means.
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);

  function townsNear(point: LatLng, radiusKm: number, minPopulation = 0): Town[] {
    const latSpan = Math.ceil(radiusKm / 111);
    const lngSpan = Math.ceil(radiusKm / (111 * Math.max(0.2, Math.cos((point.lat * Math.PI) / 180))));
    const found: Town[] = [];
    for (let dLat = -latSpan; dLat <= latSpan; dLat++) {
      for (let dLng = -lngSpan; dLng <= lngSpan; dLng++) {
        for (const town of grid.get(cell(point.lat + dLat, point.lng + dLng)) ?? []) {
          if (town.population < minPopulation) continue;
          const dy = (town.lat - point.lat) * 111.2;
          const dx = (town.lng - point.lng) * 111.2 * Math.cos((point.lat * Math.PI) / 180);
          if (dx * dx + dy * dy <= radiusKm * radiusKm) found.push(town);
        }
      }
    }
    return found.sort((a, b) => b.population - a.population);
  }

  function nearestTown(point: LatLng, minPopulation = 0): Town | undefined {
    for (const radius of [15, 40, 80, 160, 320]) {
      const near = townsNear(point, radius, minPopulation);
      if (near.length) {
        return near.reduce((best, town) =>
          (town.lat - point.lat) ** 2 + (town.lng - point.lng) ** 2 <
          (best.lat - point.lat) ** 2 + (best.lng - point.lng) ** 2
            ? town
            : best,
        );
      }
    }
    return undefined;
  }

  return { towns, byName, named, otherNames, townsNear, nearestTown };
}
