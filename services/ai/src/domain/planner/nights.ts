import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import { townLabel, type Gazetteer, type ResolvedPlace, type Town } from '../geo/gazetteer.js';
import type { DayDraft } from './day-draft.js';
import { wantsMemorableStay } from './meal-and-stay.js';
import type { TripRequest } from './request.js';
import type { Profile } from './scoring.js';
import { pointAt, type Spine } from './spine.js';

/**
 * Where each night of a route option is spent, chosen before the days are filled: where a day ends
 * decides which sights fit it.
 */

/** The night's stop near a point: a curated lodge for 'memorable stays', else the best nearby town not slept in yet. */
function overnightTown(
  places: readonly Place[],
  gazetteer: Gazetteer,
  point: LatLng,
  request: TripRequest,
  taken: ReadonlySet<string>,
  reachKm = 60,
): { town: Town | null; place: Place | null } {
  if (wantsMemorableStay(request)) {
    const lodge = places
      .filter((place) => !taken.has(place.name))
      .filter((place) => place.themes.includes('lodging') && greatCircleKm(place, point) < 45)
      .filter((place) => !(request.season && place.closedSeasons?.includes(request.season)))
      .sort((a, b) => greatCircleKm(a, point) - greatCircleKm(b, point))[0];
    if (lodge) return { town: null, place: lodge };
  }
  const near = gazetteer.townsNear(point, reachKm, 1000).filter((town) => !taken.has(townLabel(town)));
  // A tighter reach weighs distance more: the direct option sleeps on its road.
  const scored = near
    .map((town) => ({
      town,
      value: Math.log10(town.population) * 1.5 - (greatCircleKm(town, point) / 20) * (60 / reachKm),
    }))
    .sort((a, b) => b.value - a.value);
  return { town: scored[0]?.town ?? gazetteer.nearestTown(point, 500) ?? null, place: null };
}

/**
 * Each day's end: a town (or lodge) near where the spine is cut for that day, the destination on the last.
 * `usedTowns` gains every town slept in, so no option sleeps twice in one town.
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
      ? { lat: stay.place.lat, lng: stay.place.lng, label: stay.place.name, town: null, place: stay.place }
      : stay.town
        ? {
            lat: stay.town.lat,
            lng: stay.town.lng,
            label: townLabel(stay.town),
            town: stay.town,
            place: null,
          }
        : { ...pointAt(spine, sTo), label: 'the road', town: null, place: null };
    usedTowns.add(to.label);
    nights.push(to);
  }
  return nights;
}
