import { distanceUnitOfCountry } from '@byway/contracts/rules';
import { hashString, seededRandom } from '@byway/kit';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm } from '../geo/distance.js';
import type { Gazetteer, ResolvedPlace } from '../geo/gazetteer.js';
import type { RoutedLeg, Routing } from '../geo/routing.js';
import type { DayDraft } from './day-draft.js';
import { draftDays, type OptionToDraft } from './day-drafts.js';
import { keepMustSees } from './must-see-days.js';
import type { TripRequest } from './request.js';
import { chooseVia } from './route-highlights.js';
import { measure, naming, passesBy, stopListOf, toRouteOption } from './route-option.js';
import type { Profile } from './scoring.js';
import type { RouteOption, TripPlan } from './types.js';

/**
 * The offline planner's three options (offline-planner.ts): each one's highlight, none the same as
 * another's (route-highlights.ts); its days drafted through it (day-drafts.ts), giving way to the next
 * best highlight when the days cannot reach it; measured and named (route-option.ts).
 */

/** How many highlights an option tries before it settles for one its days cannot reach. */
const HIGHLIGHT_ATTEMPTS = 3;

/** What the options are drafted from: the trip's places and towns (already kept to its country and land). */
export interface OptionScope {
  places: readonly Place[];
  gazetteer: Gazetteer;
  routing: Routing;
  start: ResolvedPlace;
  end: ResolvedPlace;
  request: TripRequest;
  themes: readonly ThemeId[];
  /** The country every stop and night keeps to, or null when the trip may cross borders. */
  country: string | null;
  /** The trip may leave its country (its ends' countries): each day says which borders it crosses. */
  crossesBorders: readonly string[] | null;
}

export interface DraftedOptions {
  options: RouteOption[];
  routing: TripPlan['routing'];
  /** Every measured leg of every option. */
  legs: RoutedLeg[];
}

/** The same request always gives the same plan: the random choices are seeded by what it asks. */
function randomFor({ start, end, request, themes }: OptionScope): () => number {
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
  return seededRandom(seed);
}

/** Each option's highlight first, none the same as another's; `usedVia` collects the ones chosen. */
function chooseHighlights(
  scope: OptionScope,
  rand: () => number,
  usedVia: Set<string>,
): Map<Profile, Place | null> {
  const { places, start, end, request, themes } = scope;
  const firstChoice = new Map<Profile, Place | null>();
  for (const profile of ['direct', 'scenic', 'themed'] as const) {
    const via =
      profile === 'direct' && greatCircleKm(start, end) >= 60
        ? null
        : chooseVia({ places, start, end, request, profile, themes, rand, avoid: usedVia });
    if (via) usedVia.add(via.id);
    firstChoice.set(profile, via);
  }
  return firstChoice;
}

/** An option's days, with the must-sees its traveller asked for kept in. */
function draftOption(scope: OptionScope, toDraft: OptionToDraft): DayDraft[] {
  const drafted = draftDays(scope.places, scope.gazetteer, toDraft);
  keepMustSees(drafted, scope.places, toDraft);
  return drafted;
}

/** A highlight the days cannot reach (too far for a day's driving) gives way to the next best. */
function reachableHighlight(
  scope: OptionScope,
  option: OptionToDraft,
  usedVia: ReadonlySet<string>,
): { via: Place | null; drafts: DayDraft[] } {
  const { places, start, end, request, themes } = scope;
  const { profile, rand } = option;
  let via = option.via;
  let drafts = draftOption(scope, option);
  const tried = new Set(usedVia);
  for (let attempt = 1; via && !passesBy(drafts, via) && attempt < HIGHLIGHT_ATTEMPTS; attempt++) {
    const next = chooseVia({ places, start, end, request, profile, themes, rand, avoid: tried });
    if (!next) break;
    tried.add(next.id);
    const through = draftOption(scope, { ...option, via: next });
    if (passesBy(through, next)) [via, drafts] = [next, through];
  }
  return { via, drafts };
}

/** The direct, scenic and themed options, drafted, measured and named, in that order. */
export async function draftRouteOptions(scope: OptionScope): Promise<DraftedOptions> {
  const { start, end, request, themes, country } = scope;
  const rand = randomFor(scope);
  const usedVia = new Set<string>();
  const firstChoice = chooseHighlights(scope, rand, usedVia);

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
    const reached = reachableHighlight(scope, option, usedVia);
    const via = reached.via;
    let drafts = reached.drafts;
    if (via) usedVia.add(via.id);
    // The same stops as an earlier option under another name: draft again with only its own places.
    if (stopLists.includes(stopListOf(drafts)))
      drafts = draftOption(scope, { ...option, via, ownStopsOnly: true });
    const sameAsEarlier = stopLists.includes(stopListOf(drafts));
    stopLists.push(stopListOf(drafts));
    for (const draft of drafts)
      for (const stop of draft.stops)
        if (stop.placeId && stop.kind === 'place') usedElsewhere.add(stop.placeId);
    const measured = await measure(scope.routing, drafts);
    routing = measured.source;
    allLegs.push(...measured.legs.flat());
    // An option is named 'via X' only when it really stops at X (a day's limits may have dropped it).
    const passed = via && passesBy(drafts, via) ? via : null;
    const oneRoad = profile === 'direct' ? null : sameAsEarlier ? 'same-stops' : passed ? null : 'own-stops';
    const { routeName, vibe } = naming(profile, passed, themes, start, end, oneRoad);
    options.push(
      toRouteOption(
        routeName,
        vibe,
        drafts,
        measured.legs,
        distanceUnitOfCountry(start.country),
        scope.crossesBorders,
      ),
    );
  }
  return { options, routing, legs: allLegs };
}
