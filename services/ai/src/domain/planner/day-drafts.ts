import { roadKmEstimate } from '@byway/contracts/rules';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import type { Gazetteer, ResolvedPlace } from '../geo/gazetteer.js';
import { estimateLeg } from '../geo/road-estimate.js';
import { dayLine, fitsDay, keepDayShape, onLine, STAY_REACH_KM, type DayLine } from './day-shape.js';
import { arrivalInTown, placeStop, type Candidate, type DayDraft, type DraftStop } from './day-draft.js';
import { chainKm, keepDriveSane, keepWithinActiveDay, keepWithinKm, sideKm, sumOf } from './day-limits.js';
import { throughMustSees } from './listening.js';
import { dropStrayLunch, placeLunch } from './lunch.js';
import { chooseNights } from './nights.js';
import { dailyDriveLimit, MAX_DRIVE_HOURS_PER_DAY, PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { scenicLine, secondLoopPoint } from './route-highlights.js';
import { editorialScore, sameSight, score, type Profile } from './scoring.js';
import { cutDriveHours, dayCuts, project, roadSpine, type Spine } from './spine.js';
import { addressOf, overnightText, themeList } from './stop-text.js';

/** The direct option's road, side trips included, stays within this share over the road estimate. */
const DIRECT_ROAD_SLACK = 1.25;
/** A sight this close to last night's town is an evening stop, not the next morning's first. */
const DOORSTEP_KM = 5;
/** A trip of this many days or more may spend its spare days where the places are (cutDays). */
const LONG_TRIP_DAYS = 7;
/** How far over its share of the budget a direct day may go to keep its one sight. */
const DIRECT_SIGHT_SLACK = 1.035;

/** One route option to draft: its profile and highlight, and what the other options already visit. */
export interface OptionToDraft {
  profile: Profile;
  start: ResolvedPlace;
  end: ResolvedPlace;
  request: TripRequest;
  themes: readonly ThemeId[];
  via: Place | null;
  usedElsewhere: ReadonlySet<string>;
  /** Leave out the places other options visit: set when the usual penalty alone gave the same stops. */
  ownStopsOnly?: boolean;
  rand: () => number;
  /** The country every stop and night keeps to (borders.ts), or null when the trip may cross borders. */
  country: string | null;
}

/**
 * The days of one route option: its spine is cut into one stretch per day by driving time, each night is
 * chosen, then each day is filled with the best-scoring places near its stretch and a lunch town, and
 * trimmed to the day's shape, its driving and the hours the pace gives a day. What the stretch lacks is
 * said in the day's note, never filled with made-up stops.
 */
export function draftDays(places: readonly Place[], gazetteer: Gazetteer, option: OptionToDraft): DayDraft[] {
  const { profile, start, end, request, themes, via, usedElsewhere, rand, country } = option;
  const direct = greatCircleKm(start, end);
  // A loop that went out and back the same way would have nothing new to see on the way home:
  // it comes back through a second highlight off to one side.
  const homeward =
    direct < 60 && via
      ? secondLoopPoint(places, start, via, request, profile, themes, rand, usedElsewhere)
      : null;
  const loop = direct < 60;
  const highlights: LatLng[] = via ? [start, via, ...(homeward ? [homeward] : []), end] : [start, end];
  // The scenic option bends its long stretches along the coast road, a pass or a byway.
  const scenic =
    profile === 'scenic' && !loop
      ? scenicLine(places, highlights, request, themes, rand, usedElsewhere)
      : { line: highlights, added: [] };
  const onScenicLine = new Set(scenic.added.map((place) => place.id));
  const spine = roadSpine(
    gazetteer,
    // Every option passes the must-see places the traveller named (listening.ts).
    throughMustSees(places, request, scenic.line),
    via,
    country,
  );
  const base = loop ? Math.min(spine.length * 0.25, 60) : direct;
  const halfWidth = {
    direct: Math.min(60, Math.max(25, base * 0.08)),
    scenic: Math.min(100, Math.max(40, base * 0.15)),
    themed: Math.min(120, Math.max(50, base * 0.2)),
  }[profile];
  const pace = PACE[request.pace ?? 'moderate'];
  const days = request.totalDays;

  const candidates = spineCandidates(places, spine, halfWidth, onScenicLine, option);

  const used = new Set<string>();
  const chosen: Place[] = [];
  // Towns already slept in, lunched in or visited on this route (and the start: no night at home).
  const usedTowns = new Set<string>([start.label, end.label]);
  const driveLimit = dailyDriveLimit(request, start, end);
  // Nights first: where a day ends decides which sights fit it. Days are cut by driving time, so a
  // day through a national park covers fewer miles.
  const cuts = cutDays(spine, days, candidates, request, start, end);
  const nights = chooseNights(places, gazetteer, { profile, end, request, spine, cuts }, usedTowns);
  // The direct option keeps near the direct road: side trips share what its nights leave of the budget.
  const nightKm = nights.map((to, i) => estimateLeg(i === 0 ? start : (nights[i - 1] as LatLng), to).km);
  let spareLeft =
    profile === 'direct' && !loop
      ? Math.max(0, roadKmEstimate(direct) * DIRECT_ROAD_SLACK - sumOf(nightKm))
      : Infinity;

  const drafts: DayDraft[] = [];
  let from: DayDraft['from'] = { lat: start.lat, lng: start.lng, label: start.label };
  for (let day = 1; day <= days; day++) {
    const sTo = cuts[day - 1] ?? spine.length;
    const last = day === days;
    const to = nights[day - 1] as DayDraft['to'];
    const line = dayLine(from, to);
    // A sight at last night's door belongs to last evening, not to a 'zero-minute' morning stop.
    const fits = (point: LatLng) =>
      fitsDay(point, line) && (day === 1 || greatCircleKm(point, from) >= DOORSTEP_KM);
    const driveHours = estimateLeg(from, to).hours;
    let budgetMinutes = (pace.activeHours - Math.min(driveHours * 1.15, MAX_DRIVE_HOURS_PER_DAY)) * 60;
    const stops: DraftStop[] = [];
    const pickedToday: string[] = [];
    const pick = (pool: readonly Candidate[]) => {
      for (const candidate of pool) {
        if (stops.length >= pace.sights + (request.pace === 'slow' ? 0 : 1)) break;
        if (used.has(candidate.place.id) || !fits(candidate.place)) continue;
        if (candidate.place.id === to.place?.id) continue;
        if (chosen.some((place) => sameSight(place, candidate.place))) continue;
        const stop = placeStop(candidate, request, themes);
        if (stop.minutes > budgetMinutes && stops.length >= 1) continue;
        stops.push(stop);
        used.add(candidate.place.id);
        pickedToday.push(candidate.place.id);
        chosen.push(candidate.place);
        budgetMinutes -= stop.minutes;
      }
    };
    pick(candidates);
    // The catalogue places within reach of the day's own road (its nights may lie off the spine, as
    // mountain towns do): a day without a sight takes the best of them rather than only a meal and a bed.
    const reachable = places.filter(
      (place) => fits(place) && !(request.season && place.closedSeasons?.includes(request.season)),
    );
    if (!stops.length) pick(ownCandidates(reachable, line, spine, request, profile, themes));
    // Along the day, in order of progress towards tonight's town.
    stops.sort((a, b) => onLine(a, line).progressKm - onLine(b, line).progressKm);

    // The day ends at the night's stay, or at the destination.
    stops.push(last ? arrivalStop(to, end, spine, used, request, themes) : overnightStop(to, sTo, request));
    const removable = (stop: DraftStop) => stop.kind === 'place';
    keepDayShape(stops, line, removable);
    // A day may borrow up to three times its share of what is left, so a sight at the start still fits.
    const nightsLeft = sumOf(nightKm.slice(day - 1));
    const share = (spareLeft * (nightKm[day - 1] ?? 0)) / Math.max(1, nightsLeft);
    // A second night in one town is a day out to the sights around it and back: not a detour from the
    // road, so it has a day trip's distance of its own and takes nothing from the direct option's budget.
    const dayKmLimit = line.stay
      ? STAY_REACH_KM * 2.5
      : (nightKm[day - 1] ?? 0) + Math.min(spareLeft, share * 3);
    keepWithinKm(stops, from, dayKmLimit, (stop) => {
      if (stop.kind !== 'place') return false;
      return stops.filter((other) => other.kind === 'place').length > 1 || sideKm(stops, stop, from) > 20;
    });
    keepWithinKm(stops, from, dayKmLimit * DIRECT_SIGHT_SLACK, removable);
    keepDriveSane(stops, from, driveLimit);
    // A day a person can live: visits and driving within the pace's active day, an hour kept for lunch.
    keepWithinActiveDay(stops, from, pace.activeHours - 1);
    placeLunch(gazetteer, stops, from, line, request, spine, usedTowns, {
      hours: driveLimit,
      km: dayKmLimit,
    });
    keepWithinActiveDay(stops, from, pace.activeHours);
    if (dropStrayLunch(stops, from)) {
      placeLunch(gazetteer, stops, from, line, request, spine, usedTowns, {
        hours: driveLimit,
        km: dayKmLimit,
      });
      keepWithinActiveDay(stops, from, pace.activeHours);
      dropStrayLunch(stops, from);
    }
    if (Number.isFinite(spareLeft) && !line.stay)
      spareLeft = Math.max(0, spareLeft - (chainKm(stops, from) - (nightKm[day - 1] ?? 0)));
    // Sights dropped for the day's shape may fit a later day.
    for (const id of pickedToday) if (!stops.some((stop) => stop.placeId === id)) used.delete(id);
    const note = dayNote(stops, reachable, used, request.themes);
    drafts.push({ day, from, to, stops, ...(note ? { note } : {}) });
    from = { lat: to.lat, lng: to.lng, label: to.label };
  }
  return drafts;
}

/**
 * The places within the option's corridor along its spine, best first: its highlight and the places on
 * its scenic line ahead, those another option already visits behind (or left out, for ownStopsOnly).
 */
function spineCandidates(
  places: readonly Place[],
  spine: Spine,
  halfWidth: number,
  onScenicLine: ReadonlySet<string>,
  option: OptionToDraft,
): Candidate[] {
  const { profile, request, themes, via, usedElsewhere, rand } = option;
  const candidates: Candidate[] = [];
  for (const place of places) {
    const { s, offKm } = project(spine, place);
    if (offKm > halfWidth && place.id !== via?.id) continue;
    let value =
      score(place, request, profile, themes, rand) - (offKm / halfWidth) * (profile === 'direct' ? 4 : 2);
    // Another option already visits it: the next option looks for its own sights first.
    if (usedElsewhere.has(place.id)) {
      if (option.ownStopsOnly && place.id !== via?.id) continue;
      value -= 12;
    }
    if (place.id === via?.id) value += 100;
    if (onScenicLine.has(place.id)) value += 30;
    if (Number.isFinite(value)) candidates.push({ place, s, offKm, score: value });
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates;
}

/**
 * Where each day ends. A long trip with time to spare (under half the pace's daily driving) spends its days
 * where the best places are, driving empty stretches in one go, as long as no day drives more than the
 * pace aims for; otherwise days share the driving evenly.
 */
function cutDays(
  spine: Spine,
  days: number,
  candidates: readonly Candidate[],
  request: TripRequest,
  start: LatLng,
  end: LatLng,
): number[] {
  const even = dayCuts(spine, days);
  const pace = PACE[request.pace ?? 'moderate'];
  const spare = sumOf(cutDriveHours(spine, even)) / days < pace.targetDriveHours * 0.5;
  if (!spare || days < LONG_TRIP_DAYS || greatCircleKm(start, end) < 60) return even;
  const sights = candidates
    .slice(0, days * pace.sights)
    .map(({ s, place }) => ({ s, hours: (place.visitMinutes * pace.visitScale) / 60 }));
  const byPlaces = dayCuts(spine, days, sights);
  return cutDriveHours(spine, byPlaces).every((hours) => hours <= pace.targetDriveHours) ? byPlaces : even;
}

/** Places within reach of one day's road, best first: nearer its line scores higher. */
function ownCandidates(
  reachable: readonly Place[],
  line: DayLine,
  spine: Spine,
  request: TripRequest,
  profile: Profile,
  themes: readonly ThemeId[],
): Candidate[] {
  const steady = () => 0.5;
  return reachable
    .map((place) => ({
      place,
      ...project(spine, place),
      score:
        score(place, request, profile, themes, steady) - (onLine(place, line).sideKm / line.toleranceKm) * 2,
    }))
    .filter((candidate) => Number.isFinite(candidate.score))
    .sort((a, b) => b.score - a.score);
}

/**
 * What the day's stretch does not hold, said plainly: the traveller's interests with no catalogue place
 * within reach of the day, or a day with no sight at all and why.
 */
function dayNote(
  stops: readonly DraftStop[],
  within: readonly Place[],
  used: ReadonlySet<string>,
  asked: readonly ThemeId[],
): string | null {
  const missing = asked.filter(
    (theme) => theme !== 'lodging' && !within.some((place) => place.themes.includes(theme)),
  );
  const notes: string[] = [];
  if (!stops.some((stop) => stop.kind === 'place')) {
    const free = within.filter((place) => !used.has(place.id));
    notes.push(
      !within.length
        ? 'Nothing in our catalogue along this stretch: a day on the road.'
        : !free.length
          ? "This stretch's sights are visited on other days of this route."
          : "The sights near this stretch lie too far off today's road or need more time than the day has left.",
    );
  }
  if (missing.length && within.length) {
    notes.push(`Nothing in our catalogue for ${themeList(missing)} along this stretch.`);
  }
  return notes.length ? notes.join(' ') : null;
}

/** The last stop of the trip: the destination's own catalogue place when it is one, else its town. */
function arrivalStop(
  to: DayDraft['to'],
  end: ResolvedPlace,
  spine: Spine,
  used: ReadonlySet<string>,
  request: TripRequest,
  themes: readonly ThemeId[],
): DraftStop {
  if (to.place && !used.has(to.place.id)) {
    return {
      ...placeStop({ place: to.place, s: spine.length, offKm: 0, score: 0 }, request, themes),
      kind: 'arrival',
    };
  }
  return arrivalInTown(end, spine.length);
}

/** The night's stay: a curated lodge, or a town with what the traveller's accommodation choice finds there. */
function overnightStop(to: DayDraft['to'], sTo: number, request: TripRequest): DraftStop {
  // A lodge is where to stay, not a town: the night is labelled with its town.
  const text = overnightText(request, to.label);
  const lodge = to.place ? ` Where to stay: ${to.place.name}. ${to.place.description}` : '';
  return {
    lat: to.lat,
    lng: to.lng,
    s: sTo,
    offKm: 0,
    name: text.name,
    description: `${text.description}${lodge}`,
    category: 'lodging',
    address: to.place ? addressOf(to.place) : to.label,
    minutes: 60,
    rating: to.place ? editorialScore(to.place) : null,
    essential: true,
    placeId: to.place?.id ?? null,
    kind: 'overnight',
  };
}
