import { distanceUnitOfCountry } from '@byway/contracts/rules';
import type { Place } from '../../data/catalogue-schema.js';
import { normalizePlaceName, type ResolvedPlace } from '../geo/gazetteer.js';
import type { DayDraft, DraftStop } from './day-draft.js';
import { listeningNotes, markWhatToCheck } from './listening.js';
import { fitLunchesToBudget } from './meal-and-stay.js';
import type { ModelItinerary } from './model-itinerary.js';
import type { PlannerData } from './types.js';
import type { TripRequest } from './request.js';
import { measure, toRouteOption } from './route-option.js';
import { editorialScore } from './scoring.js';
import { isMustSee, readSpecialRequests, suits } from './special-requests.js';
import { makeSpine, project } from './spine.js';
import { addressOf, categoryOf, overnightText } from './stop-text.js';
import type { RouteOption, TripPlan } from './types.js';

/**
 * A model's itinerary made trustworthy: every stop is placed by our catalogue (by name) or
 * gazetteer (by its town), stops far off the route are dropped, and every leg is measured by our
 * own road estimate. A plan with a day that has nothing left is rejected, so the caller falls back.
 */
export async function assembleModelItinerary(
  { places, gazetteer, routing: roads }: PlannerData,
  request: TripRequest,
  itinerary: ModelItinerary,
  model: string,
): Promise<TripPlan> {
  /** A town or place name to a point, or null when we cannot place it. */
  const locate = (text: string): ResolvedPlace | null => {
    try {
      return gazetteer.resolve(text);
    } catch {
      return null;
    }
  };
  const start = gazetteer.resolve(request.startLocation);
  const end = gazetteer.resolve(request.endLocation);
  const spine = makeSpine([start, end], null);
  const corridorKm = Math.max(150, spine.length * 0.4);
  const byName = new Map(places.map((place) => [normalizePlaceName(place.name), place]));
  // A model does not know our access facts: a place they rule out for the traveller's needs is dropped.
  const { needs } = readSpecialRequests(request.specialRequests);
  const ruledOut = (place: Place) => !suits(place, needs) && !isMustSee(place, request);
  const options: RouteOption[] = [];
  let routing: TripPlan['routing'] = 'estimate';
  for (const option of itinerary.routeOptions) {
    if (option.days.length !== request.totalDays)
      throw new Error('the model planned the wrong number of days');
    const drafts: DayDraft[] = [];
    let from: DayDraft['from'] = { lat: start.lat, lng: start.lng, label: start.label };
    for (const day of option.days) {
      const last = day.day === request.totalDays;
      const night = last ? end : locate(day.overnightTown);
      if (!night) throw new Error(`the model's overnight town "${day.overnightTown}" is unknown`);
      const stops: DraftStop[] = [];
      for (const modelStop of day.stops) {
        const place = byName.get(normalizePlaceName(modelStop.name));
        const town = place ? null : locate(modelStop.town);
        if (place && ruledOut(place)) continue;
        const point = place ?? town;
        if (!point || project(spine, point).offKm > corridorKm) continue;
        const { s, offKm } = project(spine, point);
        stops.push({
          lat: point.lat,
          lng: point.lng,
          s,
          offKm,
          name: place?.name ?? modelStop.name,
          description: place ? place.description : modelStop.description,
          category: place ? categoryOf(place) : modelStop.category.toLowerCase(),
          address: place ? addressOf(place) : (town?.label ?? modelStop.town),
          minutes: Math.round(modelStop.visitMinutes / 15) * 15 || 15,
          rating: place ? editorialScore(place) : null,
          essential: true,
          placeId: place?.id ?? null,
          kind: 'place',
        });
      }
      if (!stops.length) throw new Error(`none of day ${day.day}'s stops could be placed`);
      if (!last) {
        stops.push({
          lat: night.lat,
          lng: night.lng,
          s: project(spine, night).s,
          offKm: 0,
          name: `Overnight in ${night.label}`,
          description: overnightText(request, night.label).description,
          category: 'lodging',
          address: night.label,
          minutes: 60,
          rating: null,
          essential: true,
          placeId: null,
          kind: 'overnight',
        });
      }
      drafts.push({
        day: day.day,
        from,
        to: { lat: night.lat, lng: night.lng, label: night.label, town: null, place: null },
        stops,
      });
      from = { lat: night.lat, lng: night.lng, label: night.label };
    }
    const measured = await measure(roads, drafts);
    routing = measured.source;
    const built = toRouteOption(
      option.routeName,
      option.vibe,
      drafts,
      measured.legs,
      distanceUnitOfCountry(start.country),
    );
    // The model's day titles and descriptions read better than ours; the drive figures stay ours.
    built.dailySegments = built.dailySegments.map((segment, i) => {
      const modelDay = option.days[i];
      return modelDay
        ? { ...segment, title: modelDay.title, description: `${modelDay.description} ${segment.description}` }
        : segment;
    });
    options.push(built);
  }
  markWhatToCheck(options, places, request);
  fitLunchesToBudget(options, request);
  return {
    planner: 'openai',
    model,
    fallbackReason: null,
    routing,
    start: { label: start.label, lat: start.lat, lng: start.lng },
    end: { label: end.label, lat: end.lat, lng: end.lng },
    routeOptions: options,
    notes: [
      'Places suggested by an AI model, then checked against our maps; distances and drive times are our estimates.',
      ...listeningNotes(places, request, start, end, options),
    ],
  };
}
