import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import { townLabel, type Gazetteer, type ResolvedPlace, type Town } from '../geo/gazetteer.js';
import type { DayDraft } from './day-draft.js';
import { wantsMemorableStay } from './meal-and-stay.js';
import type { TripRequest } from './request.js';
import type { Profile } from './scoring.js';
import { pointAt, project, type Spine } from './spine.js';

/**
 * Where each night of a route option is spent, chosen before the days are filled: where a day ends
 * decides which sights fit it.
 */

/** GeoNames lists some hotels as populated places ('Jasper Park Lodge'): a night is in a town, not a hotel. */
const HOTEL_NAME = /\b(lodge|hotel|resort|motel)\b/i;
export const isTown = (town: Town) => !HOTEL_NAME.test(town.name);

/** The night near a point: a curated lodge (in its town) for 'memorable stays', else the best nearby town not slept in yet. */
function overnightTown(
  places: readonly Place[],
  gazetteer: Gazetteer,
  point: LatLng,
  request: TripRequest,
  taken: ReadonlySet<string>,
  reachKm = 60,
): { town: Town | null; place: Place | null } {
  const nearestTown = (at: LatLng, radiusKm: number, skipTaken: boolean) =>
    gazetteer
      .townsNear(at, radiusKm, 500)
      .filter((town) => isTown(town) && !(skipTaken && taken.has(townLabel(town))))
      .sort((a, b) => greatCircleKm(a, at) - greatCircleKm(b, at))[0] ?? null;
  const townOf = (place: Place) => nearestTown(place, 60, false);
  if (wantsMemorableStay(request)) {
    const lodge = places
      .filter((place) => !taken.has(place.name))
      .filter((place) => place.themes.includes('lodging') && greatCircleKm(place, point) < 45)
      .filter((place) => !(request.season && place.closedSeasons?.includes(request.season)))
      .filter((place) => {
        const town = townOf(place);
        return !town || !taken.has(townLabel(town));
      })
      .sort((a, b) => greatCircleKm(a, point) - greatCircleKm(b, point))[0];
    // The lodge is where to stay; the night is in its town.
    if (lodge) return { town: townOf(lodge), place: lodge };
  }
  const near = gazetteer
    .townsNear(point, reachKm, 1000)
    .filter((town) => isTown(town) && !taken.has(townLabel(town)));
  // A tighter reach weighs distance more: the direct option sleeps on its road.
  const scored = near
    .map((town) => ({
      town,
      value: Math.log10(town.population) * 1.5 - (greatCircleKm(town, point) / 20) * (60 / reachKm),
    }))
    .sort((a, b) => b.value - a.value);
  // Far from towns (mountains, the bush): a town not slept in yet when it is about as near as any,
  // else the nearest (a second night in a park's gateway beats a night an hour outside the park).
  const fresh = nearestTown(point, 150, true);
  const any = nearestTown(point, 400, false);
  const town =
    scored[0]?.town ??
    (fresh && (!any || greatCircleKm(fresh, point) <= greatCircleKm(any, point) * 1.3) ? fresh : any);
  return { town: town ?? gazetteer.nearestTown(point, 500) ?? null, place: null };
}

/** How far behind last night's town a night may lie along the road before it counts as going back. */
const BACKTRACK_KM = 10;

/**
 * Each day's end: a town (or lodge) near where the spine is cut for that day, the destination on the last.
 * `usedTowns` gains every town slept in, so no option sleeps in one town on two separate stays. A night
 * that would lie behind last night's town (the only free towns near a day spent where the sights are) is
 * a second night in last night's town instead: the day goes out to the sights and back.
 */
export function chooseNights(
  places: readonly Place[],
  gazetteer: Gazetteer,
  {
    profile,
    end,
    request,
    spine,
    cuts,
  }: {
    profile: Profile;
    end: ResolvedPlace;
    request: TripRequest;
    spine: Spine;
    cuts: readonly number[];
  },
  usedTowns: Set<string>,
): DayDraft['to'][] {
  const days = request.totalDays;
  const nights: DayDraft['to'][] = [];
  for (let day = 1; day <= days; day++) {
    const sTo = cuts[day - 1] ?? spine.length;
    if (day === days) {
      nights.push({
        lat: end.lat,
        lng: end.lng,
        label: end.label,
        town: null,
        place: places.find((p) => p.name === end.name) ?? null,
      });
      continue;
    }
    const reach = profile === 'direct' ? 25 : 60;
    const stay = overnightTown(places, gazetteer, pointAt(spine, sTo), request, usedTowns, reach);
    const to: DayDraft['to'] = stay.place
      ? {
          lat: stay.place.lat,
          lng: stay.place.lng,
          label: stay.town ? townLabel(stay.town) : stay.place.town,
          town: stay.town,
          place: stay.place,
        }
      : stay.town
        ? {
            lat: stay.town.lat,
            lng: stay.town.lng,
            label: townLabel(stay.town),
            town: stay.town,
            place: null,
          }
        : { ...pointAt(spine, sTo), label: 'the road', town: null, place: null };
    const previous = nights.at(-1);
    if (previous && project(spine, to).s < project(spine, previous).s - BACKTRACK_KM) {
      nights.push(previous);
      continue;
    }
    usedTowns.add(to.label);
    if (to.place) usedTowns.add(to.place.name);
    nights.push(to);
  }
  return nights;
}
