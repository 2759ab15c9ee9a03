import { distanceUnitOfCountry } from '@byway/contracts/rules';
import { AppError, hashString, seededRandom } from '@byway/kit';
import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm } from '../geo/distance.js';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import type { RoutedLeg } from '../geo/routing.js';
import { borderNotes, countryKeptTo, gazetteerIn, gazetteerKeeping, placesIn } from './borders.js';
import { draftDays, type OptionToDraft } from './day-drafts.js';
import { listeningNotes, markWhatToCheck } from './listening.js';
import { fitLunchesToBudget } from './meal-and-stay.js';
import { keepMustSees } from './must-see-days.js';
import { assembleModelItinerary } from './model-assembly.js';
import type { ModelItinerary } from './model-itinerary.js';
import { rebasePackOnHome } from './pack-from-home.js';
import { MAX_DRIVE_HOURS_PER_DAY, PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { readSpecialRequests } from './special-requests.js';
import { chooseVia } from './route-highlights.js';
import { measure, naming, passesBy, stopListOf, toRouteOption } from './route-option.js';
import { themesFor, type Profile } from './scoring.js';
import type { PlannerData, RouteOption, TripPlan } from './types.js';
import { crossingNotes, onCarNetworkOf } from './water.js';
import { planAlongWaypoints } from './waypoints.js';

export { DAILY_DRIVE_LIMIT_HOURS, MAX_DRIVE_HOURS_PER_DAY } from './pace.js';
export type { PlannerData } from './types.js';

/**
 * The offline planner: real places from our catalogue along a route between two real towns, with
 * drive times from the road estimate (or a routing server). No network, deterministic per request.
 *
 * The story, one file a step: resolve both ends; choose each option's highlight (route-highlights.ts)
 * and draw its spine (spine.ts): direct; via a scenic highlight; via the place that best fits the
 * traveller's themes. A trip between two places in one country keeps to it (borders.ts). Cut each
 * spine into one stretch per day ending in a real town (nights.ts), fill each day with the best-scoring
 * places near its stretch and a lunch town, within the hours the pace gives a day, and say what the
 * stretch lacks instead of inventing it (day-drafts.ts); finally measure every leg (route-option.ts).
 * A trip pack's plan follows its waypoints (waypoints.ts); a model's plan is checked the same way
 * (model-assembly.ts).
 */

/** How many highlights an option tries before it settles for one its days cannot reach. */
const HIGHLIGHT_ATTEMPTS = 3;

/** Where one can drive between: the US, Canada and Central America are one road network, and so on. */
const ROAD_NETWORKS: readonly (readonly string[])[] = [
  ['US', 'CA', 'MX', 'GT', 'BZ', 'CR'],
  ['IT', 'FR', 'ES', 'PT', 'DE', 'CH', 'NO', 'HR', 'GB', 'IE', 'AT', 'NL', 'SE', 'GR'],
  ['CL', 'AR', 'PE', 'BR', 'CO', 'EC', 'BO', 'UY', 'PY'],
  // Mainland Asia by its open land crossings (China-Laos, Laos-Thailand, Thailand-Malaysia, India-Nepal...).
  ['CN', 'LA', 'VN', 'KH', 'TH', 'MY', 'NP', 'IN'],
  ['ZA', 'NA', 'BW', 'TZ', 'KE', 'RW', 'ET'],
];

function sameRoadNetwork(a: ResolvedPlace, b: ResolvedPlace): boolean {
  // Hawaii's islands have no road to the mainland.
  if ((a.state === 'HI') !== (b.state === 'HI')) return false;
  if (a.country === b.country) return true;
  return ROAD_NETWORKS.some((network) => network.includes(a.country) && network.includes(b.country));
}

const routingNote = (routing: TripPlan['routing']) =>
  routing === 'estimate'
    ? 'Distances and drive times are estimates (straight-line distance times a road factor); check live directions before you go.'
    : 'Distances and drive times come from a routing service.';

export function createOfflinePlanner(data: PlannerData) {
  const { places: allPlaces, gazetteer: wholeGazetteer } = data;

  /** Both ends of the trip, re-based on the traveller's home for a pack started from their city. */
  function endsOf(asked: TripRequest): { request: TripRequest; start: ResolvedPlace; end: ResolvedPlace } {
    const fromHome =
      asked.roundTripFrom && asked.waypoints.length
        ? rebasePackOnHome(
            asked,
            {
              home: wholeGazetteer.resolve(asked.roundTripFrom),
              packStart: wholeGazetteer.resolve(asked.startLocation),
              packEnd: wholeGazetteer.resolve(asked.endLocation),
            },
            { driveHoursPerDay: PACE[asked.pace ?? 'moderate'].targetDriveHours, canDrive: sameRoadNetwork },
          )
        : null;
    const request = fromHome?.request ?? asked;
    const start = fromHome?.start ?? wholeGazetteer.resolve(request.startLocation);
    const end = fromHome?.end ?? wholeGazetteer.resolve(request.endLocation);
    return { request, start, end };
  }

  async function plan(asked: TripRequest): Promise<TripPlan> {
    const { request, start, end } = endsOf(asked);
    if (!sameRoadNetwork(start, end)) {
      throw AppError.badInput(
        `There is no road trip between "${start.input}" (${start.label}) and "${end.input}" (${end.label}). Choose a start and destination you can drive between.`,
      );
    }
    // 'Avoid ferries' keeps the trip to land joined by roads, bridges, tunnels and car trains.
    const noFerries = readSpecialRequests(request.specialRequests).needs.has('no-ferries');
    const onNetwork = onCarNetworkOf(start, { ferries: !noFerries });
    if (noFerries && !onNetwork(end) && onCarNetworkOf(start)(end)) {
      throw AppError.badInput(
        `"${start.input}" to "${end.input}" needs a car ferry, and you asked to avoid ferries. Remove that wish from 'Anything special', or choose a destination on the same land.`,
      );
    }
    if (!onNetwork(end)) {
      throw AppError.badInput(
        `No road, bridge or car ferry links "${start.input}" (${start.label}) and "${end.input}" (${end.label}). Choose a start and destination on the same island or linked by a car ferry.`,
      );
    }
    const direct = estimateLeg(start, end);
    if (direct.hours > request.totalDays * MAX_DRIVE_HOURS_PER_DAY) {
      const needed = Math.ceil(direct.hours / PACE.moderate.targetDriveHours);
      throw AppError.badInput(
        `"${start.input}" to "${end.input}" is about ${Math.round(direct.hours)} hours of driving, more than ${MAX_DRIVE_HOURS_PER_DAY} hours a day over ${request.totalDays} ${request.totalDays === 1 ? 'day' : 'days'}. Choose at least ${needed} days.`,
      );
    }
    const themes = themesFor(request);
    // Both ends in one country: every stop and night stays in it, unless the traveller asks to cross.
    const country = countryKeptTo(start, end, request, allPlaces);
    // ...and on the land a car can reach from the start: no stop on an island no car ferry serves.
    const places = placesIn(allPlaces, country).filter(onNetwork);
    const gazetteer = gazetteerKeeping(gazetteerIn(wholeGazetteer, country), onNetwork);
    // A trip that may leave its country says on each day which borders it crosses.
    const crossesBorders = country === null ? [start.country, end.country] : null;
    const ends = {
      start: { label: start.label, lat: start.lat, lng: start.lng },
      end: { label: end.label, lat: end.lat, lng: end.lng },
    };
    if (request.waypoints.length) {
      const drafts = planAlongWaypoints(places, gazetteer, start, end, request);
      const measured = await measure(data.routing, drafts);
      const packRoute = [
        toRouteOption(
          "The pack's route",
          "The trip pack's stops, day by day, with each night in a real town near the day's last stop.",
          drafts,
          measured.legs,
          distanceUnitOfCountry(start.country),
          crossesBorders,
        ),
      ];
      // A pack's plan listens too: what to check at each stop, and what the traveller's needs left out.
      markWhatToCheck(packRoute, allPlaces, request);
      return {
        planner: 'offline',
        model: null,
        fallbackReason: null,
        routing: measured.source,
        ...ends,
        routeOptions: packRoute,
        notes: [
          routingNote(measured.source),
          ...crossingNotes(measured.legs.flat()),
          ...borderNotes(packRoute.flatMap((option) => option.dailySegments.map((day) => day.description))),
          ...listeningNotes(allPlaces, request, start, end, packRoute),
        ],
      };
    }
    const seed = hashString(
      JSON.stringify([
        start.label,
        end.label,
        request.totalDays,
        themes,
        request.season,
        request.budget,
        request.accommodationType,
        request.travelPartySize,
        request.pace,
        request.variant,
      ]),
    );
    const rand = seededRandom(seed);

    // Each option's highlight first, none the same as another's.
    const firstChoice = new Map<Profile, Place | null>();
    const usedVia = new Set<string>();
    for (const profile of ['direct', 'scenic', 'themed'] as const) {
      const via =
        profile === 'direct' && greatCircleKm(start, end) >= 60
          ? null
          : chooseVia({ places, start, end, request, profile, themes, rand, avoid: usedVia });
      if (via) usedVia.add(via.id);
      firstChoice.set(profile, via);
    }

    const usedElsewhere = new Set<string>();
    const options: RouteOption[] = [];
    const stopLists: string[] = [];
    let routing: TripPlan['routing'] = 'estimate';
    const allLegs: RoutedLeg[] = [];
    for (const [profile, first] of firstChoice) {
      const option: OptionToDraft = {
        profile,
        start,
        end,
        request,
        themes,
        via: first,
        usedElsewhere,
        rand,
        country,
      };
      const draftOption = (toDraft: OptionToDraft) => {
        const drafted = draftDays(places, gazetteer, toDraft);
        keepMustSees(drafted, places, toDraft);
        return drafted;
      };
      let via = first;
      let drafts = draftOption(option);
      // A highlight the days cannot reach (too far for a day's driving) gives way to the next best.
      const tried = new Set(usedVia);
      for (let attempt = 1; via && !passesBy(drafts, via) && attempt < HIGHLIGHT_ATTEMPTS; attempt++) {
        const next = chooseVia({ places, start, end, request, profile, themes, rand, avoid: tried });
        if (!next) break;
        tried.add(next.id);
        const through = draftOption({ ...option, via: next });
        if (passesBy(through, next)) [via, drafts] = [next, through];
      }
      if (via) usedVia.add(via.id);
      // The same stops as an earlier option under another name: draft again with only its own places.
      if (stopLists.includes(stopListOf(drafts)))
        drafts = draftOption({ ...option, via, ownStopsOnly: true });
      const sameAsEarlier = stopLists.includes(stopListOf(drafts));
      stopLists.push(stopListOf(drafts));
      for (const draft of drafts)
        for (const stop of draft.stops)
          if (stop.placeId && stop.kind === 'place') usedElsewhere.add(stop.placeId);
      const measured = await measure(data.routing, drafts);
      routing = measured.source;
      allLegs.push(...measured.legs.flat());
      // An option is named 'via X' only when it really stops at X (a day's limits may have dropped it).
      const passed = via && passesBy(drafts, via) ? via : null;
      const oneRoad =
        profile === 'direct' ? null : sameAsEarlier ? 'same-stops' : passed ? null : 'own-stops';
      const { routeName, vibe } = naming(profile, passed, themes, start, end, oneRoad);
      options.push(
        toRouteOption(
          routeName,
          vibe,
          drafts,
          measured.legs,
          distanceUnitOfCountry(start.country),
          crossesBorders,
        ),
      );
    }

    // The whole catalogue: a must-see abroad is named in the notes, not silently unknown.
    markWhatToCheck(options, allPlaces, request);
    fitLunchesToBudget(options, request);
    const notes = [
      routingNote(routing),
      ...crossingNotes(allLegs),
      ...borderNotes(options.flatMap((option) => option.dailySegments.map((day) => day.description))),
      ...listeningNotes(allPlaces, request, start, end, options),
    ];
    if (direct.hours > request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours) {
      notes.push('This trip has long driving days; adding a day would leave more time at the stops.');
    }
    return {
      planner: 'offline',
      model: null,
      fallbackReason: null,
      routing,
      ...ends,
      routeOptions: options,
      notes,
    };
  }

  return {
    plan,
    assembleModelItinerary: (request: TripRequest, itinerary: ModelItinerary, model: string) =>
      assembleModelItinerary(data, request, itinerary, model),
    resolve: (text: string) => wholeGazetteer.resolve(text),
  };
}

export type OfflinePlanner = ReturnType<typeof createOfflinePlanner>;
