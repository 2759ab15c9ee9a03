import { AppError } from '@byway/kit';
import { THEME_IDS, type Place, type ThemeId } from '../../data/catalogue-schema.js';
import { alongSegment, greatCircleKm, interpolate, type LatLng } from '../geo/distance.js';
import {
  normalizePlaceName,
  townLabel,
  type Gazetteer,
  type ResolvedPlace,
  type Town,
} from '../geo/gazetteer.js';
import { rebasePackOnHome } from './pack-from-home.js';
import { dayLine, fitsDay, keepDayShape, onLine, shapeFaults, type DayLine } from './day-shape.js';
import { slowAreaAt } from '../geo/slow-roads.js';
import { roadKmEstimate } from '@byway/contracts/rules';
import { estimateLeg, formatDuration, formatMiles, kmToMiles } from '../geo/road-estimate.js';
import { joinPaths } from '../geo/road-path.js';
import type { RoutedLeg, Routing } from '../geo/routing.js';
import { hashString, seededRandom } from './random.js';
import type { ModelItinerary } from './model-itinerary.js';
import type { TripRequest } from './request.js';
import { addressOf, categoryOf, overnightText, THEME_WORDS, TOWN_THEMES, townStop } from './stop-text.js';
import type { DailySegment, PlannedStop, RouteOption, TripPlan } from './types.js';

/**
 * The offline planner: real places from our catalogue along a route between two real towns, with
 * drive times from the road estimate (or a routing server). No network, deterministic per request.
 *
 * Outline: resolve both ends; draw three spines (direct; via a scenic highlight; via the place that
 * best fits the traveller's themes); cut each spine into one stretch per day ending in a real town;
 * fill each day with the best-scoring places near its stretch, then a lunch town and town-level stops
 * when the catalogue has nothing fitting; finally measure every leg.
 */

export interface PlannerData {
  places: readonly Place[];
  gazetteer: Gazetteer;
  routing: Routing;
}

/** Daily driving the pace aims for, and the most we ever plan in a day. */
const PACE = {
  slow: { sights: 2, targetDriveHours: 4.5, activeHours: 8, visitScale: 1.15 },
  moderate: { sights: 3, targetDriveHours: 6, activeHours: 10, visitScale: 1 },
  fast: { sights: 5, targetDriveHours: 7.5, activeHours: 12, visitScale: 0.75 },
} as const;
export const MAX_DRIVE_HOURS_PER_DAY = 10;
/** The most driving a day of each pace plans (a trip that needs more gets MAX_DRIVE_HOURS_PER_DAY days). */
export const DAILY_DRIVE_LIMIT_HOURS = { slow: 6, moderate: 8, fast: 10 } as const;
/** A stop this far off the day's line is flagged as a detour. */
const DETOUR_KM = 20;
/** The direct option's road, side trips included, stays within this share over the road estimate. */
const DIRECT_ROAD_SLACK = 1.25;
/** A sight this close to last night's town is an evening stop, not the next morning's first. */
const DOORSTEP_KM = 5;
/** Open-road speed that slow areas are weighed against when days are cut by driving time. */
const OPEN_ROAD_KMH = 90;
/** How far over its share of the budget a direct day may go to keep its one sight. */
const DIRECT_SIGHT_SLACK = 1.035;
const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A day's legs joined into one line along the roads, only when the routing server drew every leg. */
function dayPath(legs: readonly RoutedLeg[]): DailySegment['path'] {
  const paths = legs.flatMap((leg) => (leg.path ? [leg.path] : []));
  return paths.length > 0 && paths.length === legs.length ? joinPaths(paths) : null;
}

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

type Profile = 'direct' | 'scenic' | 'themed';
const SCENIC_THEMES: readonly ThemeId[] = ['nature', 'scenic-drives', 'photography'];
/** When the traveller picked no theme, plan for what most road-trippers stop for. */
const DEFAULT_THEMES: readonly ThemeId[] = ['nature', 'scenic-drives', 'history', 'photography'];

interface Spine {
  points: LatLng[];
  /** Cumulative straight-line km at each point. */
  cumulative: number[];
  length: number;
  via: Place | null;
}

function makeSpine(points: LatLng[], via: Place | null): Spine {
  return measureSpine(points, via);
}

function measureSpine(points: LatLng[], via: Place | null): Spine {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++) {
    cumulative.push((cumulative[i - 1] ?? 0) + greatCircleKm(points[i - 1] as LatLng, points[i] as LatLng));
  }
  return { points, cumulative, length: cumulative.at(-1) ?? 0, via };
}

/** Distance along the spine (km) and off it (km) of a point. */
function project(spine: Spine, point: LatLng): { s: number; offKm: number } {
  let best = { s: 0, offKm: Infinity };
  for (let i = 1; i < spine.points.length; i++) {
    const a = spine.points[i - 1] as LatLng;
    const b = spine.points[i] as LatLng;
    const { t, offKm } = alongSegment(point, a, b);
    if (offKm < best.offKm) {
      const start = spine.cumulative[i - 1] ?? 0;
      best = { s: start + t * ((spine.cumulative[i] ?? 0) - start), offKm };
    }
  }
  return best;
}

function pointAt(spine: Spine, s: number): LatLng {
  for (let i = 1; i < spine.points.length; i++) {
    const start = spine.cumulative[i - 1] ?? 0;
    const end = spine.cumulative[i] ?? 0;
    if (s <= end || i === spine.points.length - 1) {
      const t = end > start ? Math.min(1, Math.max(0, (s - start) / (end - start))) : 0;
      return interpolate(spine.points[i - 1] as LatLng, spine.points[i] as LatLng, t);
    }
  }
  return spine.points[0] as LatLng;
}

interface Candidate {
  place: Place;
  s: number;
  offKm: number;
  score: number;
}

interface DayDraft {
  day: number;
  from: LatLng & { label: string };
  to: LatLng & { label: string; town: Town | null; place: Place | null };
  stops: DraftStop[];
}

interface DraftStop extends LatLng {
  s: number;
  offKm: number;
  name: string;
  description: string;
  category: string;
  address: string;
  minutes: number;
  rating: number | null;
  essential: boolean;
  placeId: string | null;
  kind: 'place' | 'town' | 'lunch' | 'overnight' | 'arrival';
}

/** Byway's editorial score for a curated place (not a crowd rating): iconic places score higher. */
const editorialScore = (place: Place) =>
  Math.round((5 - (place.popularity - 1) * 0.15 - (place.hiddenGem ? 0.05 : 0)) * 10) / 10;

export function createOfflinePlanner(data: PlannerData) {
  const { places, gazetteer } = data;

  function score(
    place: Place,
    request: TripRequest,
    profile: Profile,
    themes: readonly ThemeId[],
    rand: () => number,
  ): number {
    if (request.season && place.closedSeasons?.includes(request.season)) return -Infinity;
    let total = (6 - place.popularity) * (profile === 'direct' ? 1.4 : 0.8);
    const matches = place.themes.filter((theme) => themes.includes(theme)).length;
    if (matches) total += (profile === 'themed' ? 4 : 2.5) + matches * (profile === 'themed' ? 2 : 1);
    if (profile === 'scenic' && place.themes.some((theme) => SCENIC_THEMES.includes(theme))) total += 3;
    if (place.hiddenGem && (themes.includes('hidden-gems') || profile === 'themed')) total += 1.5;
    if (request.season && place.seasons.includes(request.season)) total += 1.5;
    if (request.budget === 'budget') total += place.cost === 'free' ? 1 : place.cost === '$$$' ? -3 : 0;
    if (request.budget === 'luxury') total += place.cost === '$$$' ? 1.5 : 0;
    // Large parties do better at roomy places than at tiny ones with timed entry.
    if (request.travelPartySize >= 6 && place.popularity >= 4 && place.indoor) total -= 1;
    // Regenerating rests about a third of the places, so the next plan is really different.
    if (request.variant > 0 && hashString(`${place.id}:${request.variant}`) % 3 === 0) total -= 6;
    return total + rand() * (request.variant > 0 ? 3 : 1);
  }

  function themesFor(request: TripRequest): ThemeId[] {
    const chosen = request.themes.length ? [...request.themes] : [...DEFAULT_THEMES];
    // 'Anything special' steers too: a few plain words map to themes.
    const text = (request.specialRequests ?? '').toLowerCase();
    const words: [RegExp, ThemeId][] = [
      [/hot spring|spa|relax/, 'wellness'],
      [/beer|brew/, 'breweries'],
      [/coffee|caf/, 'coffee'],
      [/hik|trail|waterfall/, 'nature'],
      [/museum|histor/, 'history'],
      [/art|galler/, 'arts-culture'],
      [/music|concert|jazz|blues/, 'music'],
      [/photo|sunset|sunrise/, 'photography'],
      [/food|eat|bbq|barbecue/, 'foodie'],
      [/shop|antique|vintage/, 'shopping'],
    ];
    for (const [pattern, theme] of words)
      if (pattern.test(text) && !chosen.includes(theme)) chosen.push(theme);
    return chosen.filter((theme): theme is ThemeId => (THEME_IDS as readonly string[]).includes(theme));
  }

  /**
   * Highways run between cities, not along great circles: long stretches are bent through the
   * largest town near the line (Denver to Moab goes by Grand Junction, as I-70 does).
   */
  function throughTowns(a: LatLng, b: LatLng): LatLng[] {
    const length = greatCircleKm(a, b);
    if (length < 180) return [];
    const middle = interpolate(a, b, 0.5);
    let best: { town: Town; value: number } | null = null;
    // Shorter stretches bend through smaller towns: a 9,000-person town is a highway hub in the mountains.
    for (const town of gazetteer.townsNear(middle, length * 0.4, length > 500 ? 20_000 : 8_000)) {
      const { t, offKm } = alongSegment(town, a, b);
      if (t < 0.2 || t > 0.8 || offKm > Math.max(35, length * 0.12)) continue;
      const value = Math.log10(town.population) - offKm / 25;
      if (!best || value > best.value) best = { town, value };
    }
    if (!best) return [];
    const anchor: LatLng = { lat: best.town.lat, lng: best.town.lng };
    return [...throughTowns(a, anchor), anchor, ...throughTowns(anchor, b)];
  }

  function roadSpine(points: LatLng[], via: Place | null): Spine {
    const bent: LatLng[] = [points[0] as LatLng];
    for (let i = 1; i < points.length; i++) {
      bent.push(...throughTowns(points[i - 1] as LatLng, points[i] as LatLng), points[i] as LatLng);
    }
    return makeSpine(bent, via);
  }

  /** The highlight a scenic or themed option detours through, within the trip's driving budget. */
  function chooseVia(
    start: ResolvedPlace,
    end: ResolvedPlace,
    request: TripRequest,
    profile: Profile,
    themes: readonly ThemeId[],
    rand: () => number,
    avoid: ReadonlySet<string>,
  ): Place | null {
    const direct = greatCircleKm(start, end);
    const driveBudget = request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours;
    const directHours = estimateLeg(start, end).hours;
    const directKm = estimateLeg(start, end).km;
    const maxExtraKm = Math.max(120, directKm * 0.6);
    const loop = direct < 60;
    const radius = Math.min(350, Math.max(40, request.totalDays * 60));
    const spine = makeSpine([start, end], null);
    let best: { place: Place; value: number } | null = null;
    // Another option's highlight, or a place beside it, would make the two options the same trip.
    const taken = places.filter((place) => avoid.has(place.id));
    for (const place of places) {
      if (taken.some((other) => greatCircleKm(other, place) < 40)) continue;
      let detourHours: number;
      if (loop) {
        const away = greatCircleKm(start, place);
        if (away < radius * 0.3 || away > radius) continue;
        detourHours = estimateLeg(start, place).hours + estimateLeg(place, end).hours;
      } else {
        const { s, offKm } = project(spine, place);
        if (s < spine.length * 0.15 || s > spine.length * 0.85) continue;
        if (offKm < Math.min(25, direct * 0.05) || offKm > Math.min(250, Math.max(80, direct * 0.3)))
          continue;
        detourHours = estimateLeg(start, place).hours + estimateLeg(place, end).hours - directHours;
      }
      if (directHours + detourHours > driveBudget * 0.8 && !loop) continue;
      // Spare days go to longer stays and nearby sights, not to hundreds of extra miles.
      if (!loop && estimateLeg(start, place).km + estimateLeg(place, end).km > directKm + maxExtraKm)
        continue;
      const matches = place.themes.filter((theme) =>
        (profile === 'scenic' ? SCENIC_THEMES : themes).includes(theme),
      ).length;
      if (!matches) continue;
      const value = score(place, request, profile, themes, rand) + matches - detourHours * 0.8;
      if (!best || value > best.value) best = { place, value };
    }
    return best?.place ?? null;
  }

  /** The night's stop near a point: a curated lodge for 'memorable stays', else the best nearby town not slept in yet. */
  function secondLoopPoint(
    start: LatLng,
    via: Place,
    request: TripRequest,
    profile: Profile,
    themes: readonly ThemeId[],
    rand: () => number,
    avoid: ReadonlySet<string>,
  ): Place | null {
    const out = greatCircleKm(start, via);
    const heading = bearing(start, via);
    let best: { place: Place; value: number } | null = null;
    for (const place of places) {
      if (place.id === via.id || avoid.has(place.id)) continue;
      const away = greatCircleKm(start, place);
      const turn = Math.abs(((bearing(start, place) - heading + 540) % 360) - 180);
      if (away < out * 0.4 || away > out * 1.1 || turn < 40 || turn > 110) continue;
      const value = score(place, request, profile, themes, rand);
      if (!best || value > best.value) best = { place, value };
    }
    return best?.place ?? null;
  }

  function overnightTown(
    point: LatLng,
    request: TripRequest,
    taken: ReadonlySet<string>,
    reachKm = 60,
  ): { town: Town | null; place: Place | null } {
    if (request.themes.includes('lodging')) {
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

  function placeStop(candidate: Candidate, request: TripRequest, themes: readonly ThemeId[]): DraftStop {
    const { place } = candidate;
    const pace = PACE[request.pace ?? 'moderate'];
    const partyScale = request.travelPartySize >= 5 ? 1.15 : 1;
    const matched = place.themes.filter((theme) => request.themes.includes(theme) && theme !== 'hidden-gems');
    const why = matched.length
      ? ` Picked for your interest in ${matched
          .slice(0, 2)
          .map((t) => THEME_WORDS[t])
          .join(' and ')}.`
      : '';
    const seasonal =
      request.season && place.seasons.includes(request.season) ? ` A good ${request.season} stop.` : '';
    return {
      lat: place.lat,
      lng: place.lng,
      s: candidate.s,
      offKm: candidate.offKm,
      name: place.name,
      description: `${place.description}${why}${seasonal}`,
      category: categoryOf(place),
      address: addressOf(place),
      minutes: Math.max(15, Math.round((place.visitMinutes * pace.visitScale * partyScale) / 15) * 15),
      rating: editorialScore(place),
      essential: place.popularity <= 2 || place.themes.some((theme) => themes.includes(theme)),
      placeId: place.id,
      kind: 'place',
    };
  }

  function townDraft(
    theme: Parameters<typeof townStop>[0],
    town: Town,
    spine: Spine,
    kind: DraftStop['kind'],
  ): DraftStop {
    const text = townStop(theme, town);
    const { s, offKm } = project(spine, town);
    return {
      lat: town.lat,
      lng: town.lng,
      s,
      offKm,
      name: text.name,
      description: text.description,
      category: text.category,
      address: townLabel(town),
      minutes: text.minutes,
      rating: null,
      essential: false,
      placeId: null,
      kind,
    };
  }

  /** Towns along a stretch of the spine, for lunch and town-level stops. */
  function townsAlong(spine: Spine, from: number, to: number, halfWidth: number): (Town & { s: number })[] {
    const found = new Map<string, Town & { s: number }>();
    const samples = Math.max(2, Math.ceil((to - from) / 40));
    for (let i = 0; i <= samples; i++) {
      const point = pointAt(spine, from + ((to - from) * i) / samples);
      for (const town of gazetteer.townsNear(point, Math.min(halfWidth, 35), 1500).slice(0, 6)) {
        const key = `${town.name}|${town.admin}|${town.country}`;
        const { s } = project(spine, town);
        if (!found.has(key) && s >= from && s <= to) found.set(key, { ...town, s });
      }
    }
    return [...found.values()];
  }

  function planOption(
    profile: Profile,
    start: ResolvedPlace,
    end: ResolvedPlace,
    request: TripRequest,
    themes: readonly ThemeId[],
    via: Place | null,
    usedElsewhere: ReadonlySet<string>,
    rand: () => number,
  ): DayDraft[] {
    const direct = greatCircleKm(start, end);
    // A loop that went out and back the same way would have nothing new to see on the way home:
    // it comes back through a second highlight off to one side.
    const homeward =
      direct < 60 && via ? secondLoopPoint(start, via, request, profile, themes, rand, usedElsewhere) : null;
    const spine = roadSpine(via ? [start, via, ...(homeward ? [homeward] : []), end] : [start, end], via);
    const loop = direct < 60;
    const base = loop ? Math.min(spine.length * 0.25, 60) : direct;
    const halfWidth = {
      direct: Math.min(60, Math.max(25, base * 0.08)),
      scenic: Math.min(100, Math.max(40, base * 0.15)),
      themed: Math.min(120, Math.max(50, base * 0.2)),
    }[profile];
    const pace = PACE[request.pace ?? 'moderate'];
    const days = request.totalDays;

    const candidates: Candidate[] = [];
    for (const place of places) {
      const { s, offKm } = project(spine, place);
      if (offKm > halfWidth && place.id !== via?.id) continue;
      let value =
        score(place, request, profile, themes, rand) - (offKm / halfWidth) * (profile === 'direct' ? 4 : 2);
      // Another option already visits it: the next option looks for its own sights first.
      if (usedElsewhere.has(place.id)) value -= 12;
      if (place.id === via?.id) value += 100;
      if (Number.isFinite(value)) candidates.push({ place, s, offKm, score: value });
    }
    candidates.sort((a, b) => b.score - a.score);

    const used = new Set<string>();
    const chosen: Place[] = [];
    // Towns already slept in, lunched in or visited on this route (and the start: no night at home).
    const usedTowns = new Set<string>([start.label, end.label]);
    const driveLimit = dailyDriveLimit(request, start, end);
    // Nights first: where a day ends decides which sights fit it. Days are cut by driving time, so a
    // day through a national park covers fewer miles.
    const cuts = dayCuts(spine, days);
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
      const stay = overnightTown(pointAt(spine, sTo), request, usedTowns, profile === 'direct' ? 25 : 60);
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
    // The direct option keeps near the direct road: side trips share what its nights leave of the budget.
    const nightKm = nights.map((to, i) => estimateLeg(i === 0 ? start : (nights[i - 1] as LatLng), to).km);
    let spareLeft =
      profile === 'direct' && !loop
        ? Math.max(0, roadKmEstimate(direct) * DIRECT_ROAD_SLACK - sumOf(nightKm))
        : Infinity;

    const drafts: DayDraft[] = [];
    let from: DayDraft['from'] = { lat: start.lat, lng: start.lng, label: start.label };
    for (let day = 1; day <= days; day++) {
      const sFrom = day === 1 ? 0 : (cuts[day - 2] ?? 0);
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
      for (const candidate of candidates) {
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
      // Keep the pace with town-level stops for the traveller's themes, in towns away from the day's ends.
      const awayFromEnds = (town: LatLng) => greatCircleKm(town, from) > 20 && greatCircleKm(town, to) > 20;
      const towns = townsAlong(spine, sFrom, sTo, halfWidth).filter(
        (town) => awayFromEnds(town) && fits(town) && !usedTowns.has(townLabel(town)),
      );
      const townThemes = themes.filter((theme) => TOWN_THEMES.includes(theme) && theme !== 'music');
      let themeTurn = Math.floor(rand() * 7);
      const placed: LatLng[] = [...stops];
      const themesToday = new Set<string>();
      for (const town of [...towns].sort((a, b) => b.population - a.population)) {
        if (stops.length >= pace.sights || (!townThemes.length && stops.length >= 1)) break;
        if (placed.some((point) => greatCircleKm(point, town) < 30)) continue;
        const theme = townThemes.length ? (townThemes[themeTurn++ % townThemes.length] as ThemeId) : 'stroll';
        // One town stop per theme a day, and only while the day has time for it.
        const draft = townDraft(theme as Parameters<typeof townStop>[0], town, spine, 'town');
        if (themesToday.has(theme) || draft.minutes > budgetMinutes) continue;
        themesToday.add(theme);
        stops.push(draft);
        placed.push(town);
        budgetMinutes -= draft.minutes;
      }
      // Along the day, in order of progress towards tonight's town.
      stops.sort((a, b) => onLine(a, line).progressKm - onLine(b, line).progressKm);

      // The day ends at the night's stay, or at the destination.
      if (last) {
        if (to.place && !used.has(to.place.id)) {
          stops.push({
            ...placeStop({ place: to.place, s: spine.length, offKm: 0, score: 0 }, request, themes),
            kind: 'arrival',
          });
        } else {
          stops.push({
            lat: end.lat,
            lng: end.lng,
            s: spine.length,
            offKm: 0,
            name: `Arrive in ${end.name}`,
            description: `Journey's end: settle in and explore ${end.label}.`,
            category: 'activity',
            address: end.label,
            minutes: 60,
            rating: null,
            essential: true,
            placeId: null,
            kind: 'arrival',
          });
        }
      } else {
        const nearNature = places.some((p) => p.themes.includes('nature') && greatCircleKm(p, to) < 40);
        const text = to.place
          ? { name: `Overnight at ${to.place.name}`, description: to.place.description }
          : overnightText(request, to.label, nearNature);
        stops.push({
          lat: to.lat,
          lng: to.lng,
          s: sTo,
          offKm: 0,
          name: text.name,
          description: text.description,
          category: 'lodging',
          address: to.place ? addressOf(to.place) : to.label,
          minutes: 60,
          rating: to.place ? editorialScore(to.place) : null,
          essential: true,
          placeId: to.place?.id ?? null,
          kind: 'overnight',
        });
      }
      const removable = (stop: DraftStop) => stop.kind === 'place' || stop.kind === 'town';
      keepDayShape(stops, line, removable);
      // A day may borrow up to three times its share of what is left, so a sight at the start still fits.
      const nightsLeft = sumOf(nightKm.slice(day - 1));
      const share = (spareLeft * (nightKm[day - 1] ?? 0)) / Math.max(1, nightsLeft);
      const dayKmLimit = (nightKm[day - 1] ?? 0) + Math.min(spareLeft, share * 3);
      keepWithinKm(stops, from, dayKmLimit, (stop) => {
        if (stop.kind === 'town') return true;
        if (stop.kind !== 'place') return false;
        return stops.filter((other) => other.kind === 'place').length > 1 || sideKm(stops, stop, from) > 20;
      });
      keepWithinKm(stops, from, dayKmLimit * DIRECT_SIGHT_SLACK, removable);
      keepDriveSane(stops, from, driveLimit);
      for (const stop of stops) if (stop.kind === 'town') usedTowns.add(stop.address);
      placeLunch(stops, from, line, request, spine, usedTowns, { hours: driveLimit, km: dayKmLimit });
      if (Number.isFinite(spareLeft))
        spareLeft = Math.max(0, spareLeft - (chainKm(stops, from) - (nightKm[day - 1] ?? 0)));
      // Sights dropped for the day's shape may fit a later day.
      for (const id of pickedToday) if (!stops.some((stop) => stop.placeId === id)) used.delete(id);
      drafts.push({ day, from, to, stops });
      from = { lat: to.lat, lng: to.lng, label: to.label };
    }
    return drafts;
  }

  /**
   * Lunch where half the day's driving is done: in a real town near that point of the drive, kept only
   * when it lands between 30 % and 70 % of the driving and keeps the day's shape and limit.
   */
  function placeLunch(
    stops: DraftStop[],
    from: LatLng,
    line: DayLine,
    request: TripRequest,
    spine: Spine,
    usedTowns: Set<string>,
    limit: { hours: number; km: number },
  ): void {
    // A day that already has a food stop has its lunch; a short hop has no lunch stop to speak of.
    if (stops.some((stop) => stop.category === 'meal')) return;
    const hoursOf = (list: readonly LatLng[]) =>
      [from, ...list].slice(1).map((p, i) => estimateLeg([from, ...list][i] as LatLng, p).hours);
    const legs = hoursOf(stops);
    const total = legs.reduce((a, b) => a + b, 0);
    if (total < 0.75) return;
    let run = 0;
    let leg = 0;
    while (leg < legs.length - 1 && run + (legs[leg] ?? 0) < total / 2) run += legs[leg++] ?? 0;
    const a = leg === 0 ? from : (stops[leg - 1] as LatLng);
    const b = stops[leg] as LatLng;
    const middle = interpolate(a, b, Math.min(1, Math.max(0, (total / 2 - run) / (legs[leg] || 1))));
    // The town nearest the halfway point that costs the least detour between the stops either side.
    const detour = (town: LatLng) => greatCircleKm(a, town) + greatCircleKm(town, b) - greatCircleKm(a, b);
    const towns = gazetteer
      .townsNear(middle, 30, 1500)
      .filter((town) => !usedTowns.has(townLabel(town)))
      .filter((town) => greatCircleKm(town, line.from) > 8 && greatCircleKm(town, line.to) > 8)
      .sort((x, y) => detour(x) + greatCircleKm(x, middle) - detour(y) - greatCircleKm(y, middle))
      .slice(0, 5);
    for (const town of towns) {
      const lunch = townDraft(request.themes.includes('foodie') ? 'foodie' : 'lunch', town, spine, 'lunch');
      const trial = [...stops];
      trial.splice(leg, 0, lunch);
      const trialLegs = hoursOf(trial);
      const trialTotal = trialLegs.reduce((x, y) => x + y, 0);
      const share = trialLegs.slice(0, leg + 1).reduce((x, y) => x + y, 0) / trialTotal;
      if (share < 0.3 || share > 0.7 || trialTotal > limit.hours * 0.97) continue;
      if (chainKm(trial, from) > limit.km) continue;
      if (shapeFaults(trial, line).length) continue;
      stops.splice(leg, 0, lunch);
      usedTowns.add(townLabel(town));
      return;
    }
  }

  async function measure(drafts: DayDraft[]): Promise<{ legs: RoutedLeg[][]; source: 'estimate' | 'osrm' }> {
    const points: LatLng[] = [drafts[0]?.from ?? { lat: 0, lng: 0 }];
    for (const draft of drafts) points.push(...draft.stops);
    const { legs, source } = await data.routing.legs(points);
    const perDay: RoutedLeg[][] = [];
    let index = 0;
    for (const draft of drafts) {
      perDay.push(legs.slice(index, index + draft.stops.length));
      index += draft.stops.length;
    }
    return { legs: perDay, source };
  }

  function toRouteOption(
    routeName: string,
    vibe: string,
    drafts: DayDraft[],
    legs: RoutedLeg[][],
  ): RouteOption {
    const stops: PlannedStop[] = [];
    const dailySegments: DailySegment[] = [];
    let totalKm = 0;
    let totalHours = 0;
    for (const [i, draft] of drafts.entries()) {
      const dayLegs = legs[i] ?? [];
      const km = dayLegs.reduce((sum, leg) => sum + leg.km, 0);
      const hours = dayLegs.reduce((sum, leg) => sum + leg.hours, 0);
      totalKm += km;
      totalHours += hours;
      draft.stops.forEach((stop, order) => {
        stops.push({
          name: stop.name,
          description: stop.description,
          category: stop.category,
          lat: stop.lat,
          lng: stop.lng,
          latitude: stop.lat,
          longitude: stop.lng,
          address: stop.address,
          estimatedDuration: stop.minutes,
          dayNumber: draft.day,
          orderInDay: order + 1,
          rating: stop.rating,
          essential: stop.essential,
          isDetour: stop.kind === 'place' && stop.offKm > DETOUR_KM,
          drivingTimeFromPrevious: formatDuration(dayLegs[order]?.hours ?? 0),
          photos: [],
          isCustom: false,
          placeId: stop.placeId,
        });
      });
      const sights = draft.stops.filter((stop) => stop.kind === 'place').map((stop) => stop.name);
      const sightText = sights.length
        ? ` Stops: ${sights.length > 1 ? `${sights.slice(0, -1).join(', ')} and ${sights.at(-1)}` : sights[0]}.`
        : '';
      const ending =
        i === drafts.length - 1 ? `Arrive in ${draft.to.label}.` : `Overnight in ${draft.to.label}.`;
      dailySegments.push({
        day: draft.day,
        title: `Day ${draft.day}: ${shortLabel(draft.from.label)} to ${shortLabel(draft.to.label)}`,
        description: `About ${formatDuration(hours)} of driving (${formatMiles(km)}, estimated).${sightText} ${ending}`,
        driveSummary: {
          estimatedHours: Math.round(hours * 10) / 10,
          distanceMiles: Math.round(kmToMiles(km)),
        },
        overnight: draft.to.label,
        path: dayPath(dayLegs),
      });
    }
    return {
      routeName,
      vibe,
      totalDistance: formatMiles(totalKm),
      estimatedTime: formatDuration(totalHours),
      stops,
      dailySegments,
    };
  }

  /**
   * A plan that follows fixed waypoints (a trip pack's stops): each day visits its waypoints in order and
   * ends in the real town nearest its last one (a day without waypoints drives towards the next one); the
   * last day ends at the destination. Drives are measured like every other plan.
   */
  function planAlongWaypoints(start: ResolvedPlace, end: ResolvedPlace, request: TripRequest): DayDraft[] {
    const days = request.totalDays;
    const byName = new Map(places.map((place) => [normalizePlaceName(place.name), place]));
    const drafts: DayDraft[] = [];
    const usedTowns = new Set<string>([start.label]);
    let from: DayDraft['from'] = { lat: start.lat, lng: start.lng, label: start.label };
    for (let day = 1; day <= days; day++) {
      const last = day === days;
      const todays = request.waypoints.filter((waypoint) => waypoint.day === day);
      const stops: DraftStop[] = todays.map((waypoint) => {
        const place = byName.get(normalizePlaceName(waypoint.name));
        const town = gazetteer.nearestTown(waypoint, 1000);
        return {
          lat: waypoint.lat,
          lng: waypoint.lng,
          s: 0,
          offKm: 0,
          name: waypoint.name,
          description: waypoint.description ?? place?.description ?? `A stop of the trip pack on day ${day}.`,
          category: waypoint.category ?? (place ? categoryOf(place) : 'attraction'),
          address: place ? addressOf(place) : town ? townLabel(town) : waypoint.name,
          minutes: place ? Math.max(30, Math.round(place.visitMinutes / 15) * 15) : 90,
          rating: place ? editorialScore(place) : null,
          essential: true,
          placeId: place?.id ?? null,
          kind: 'place',
        };
      });
      let to: DayDraft['to'];
      if (last) {
        to = { lat: end.lat, lng: end.lng, label: end.label, town: null, place: null };
        stops.push({
          lat: end.lat,
          lng: end.lng,
          s: 0,
          offKm: 0,
          name: `Arrive in ${end.name}`,
          description: `Journey's end: settle in and explore ${end.label}.`,
          category: 'activity',
          address: end.label,
          minutes: 60,
          rating: null,
          essential: true,
          placeId: null,
          kind: 'arrival',
        });
      } else {
        // A driving day heads a fair share of the way towards the next waypoint (or the destination).
        const next = request.waypoints.find((waypoint) => waypoint.day > day);
        const target: LatLng = next ?? end;
        // The drive to the target is shared by this day and the days up to (and including) the target's.
        const daysLeft = (next ? next.day : days) - day + 1;
        const anchor: LatLng = todays.at(-1) ?? interpolate(from, target, 1 / Math.max(1, daysLeft));
        const near = gazetteer.townsNear(anchor, 40, 1000).filter((town) => !usedTowns.has(townLabel(town)));
        const town =
          near.sort((a, b) => greatCircleKm(a, anchor) - greatCircleKm(b, anchor))[0] ??
          gazetteer.nearestTown(anchor, 500) ??
          null;
        const label = town ? townLabel(town) : (todays.at(-1)?.name ?? from.label);
        const point: LatLng = town ?? anchor;
        to = { lat: point.lat, lng: point.lng, label, town, place: null };
        const text = overnightText(request, label, false);
        stops.push({
          lat: point.lat,
          lng: point.lng,
          s: 0,
          offKm: 0,
          name: text.name,
          description: text.description,
          category: 'lodging',
          address: label,
          minutes: 60,
          rating: null,
          essential: true,
          placeId: null,
          kind: 'overnight',
        });
        usedTowns.add(label);
      }
      drafts.push({ day, from, to, stops });
      from = { lat: to.lat, lng: to.lng, label: to.label };
    }
    return drafts;
  }

  async function plan(asked: TripRequest): Promise<TripPlan> {
    const fromHome =
      asked.roundTripFrom && asked.waypoints.length
        ? rebasePackOnHome(
            asked,
            {
              home: gazetteer.resolve(asked.roundTripFrom),
              packStart: gazetteer.resolve(asked.startLocation),
              packEnd: gazetteer.resolve(asked.endLocation),
            },
            { driveHoursPerDay: PACE[asked.pace ?? 'moderate'].targetDriveHours, canDrive: sameRoadNetwork },
          )
        : null;
    const request = fromHome?.request ?? asked;
    const start = fromHome?.start ?? gazetteer.resolve(request.startLocation);
    const end = fromHome?.end ?? gazetteer.resolve(request.endLocation);
    if (!sameRoadNetwork(start, end)) {
      throw AppError.badInput(
        `There is no road trip between "${start.input}" (${start.label}) and "${end.input}" (${end.label}). Choose a start and destination you can drive between.`,
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
    if (request.waypoints.length) {
      const drafts = planAlongWaypoints(start, end, request);
      const measured = await measure(drafts);
      return {
        planner: 'offline',
        model: null,
        fallbackReason: null,
        routing: measured.source,
        start: { label: start.label, lat: start.lat, lng: start.lng },
        end: { label: end.label, lat: end.lat, lng: end.lng },
        routeOptions: [
          toRouteOption(
            "The pack's route",
            "The trip pack's stops, day by day, with each night in a real town near the day's last stop.",
            drafts,
            measured.legs,
          ),
        ],
        notes: [
          measured.source === 'estimate'
            ? 'Distances and drive times are estimates (straight-line distance times a road factor); check live directions before you go.'
            : 'Distances and drive times come from a routing service.',
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

    const profiles: { profile: Profile; via: Place | null }[] = [];
    const usedVia = new Set<string>();
    for (const profile of ['direct', 'scenic', 'themed'] as const) {
      const via =
        profile === 'direct' && greatCircleKm(start, end) >= 60
          ? null
          : chooseVia(start, end, request, profile, themes, rand, usedVia);
      if (via) usedVia.add(via.id);
      profiles.push({ profile, via });
    }

    const usedElsewhere = new Set<string>();
    const options: RouteOption[] = [];
    let routing: TripPlan['routing'] = 'estimate';
    for (const { profile, via } of profiles) {
      const drafts = planOption(profile, start, end, request, themes, via, usedElsewhere, rand);
      for (const draft of drafts)
        for (const stop of draft.stops)
          if (stop.placeId && stop.kind === 'place') usedElsewhere.add(stop.placeId);
      const measured = await measure(drafts);
      routing = measured.source;
      const { routeName, vibe } = naming(profile, via, themes, start, end);
      options.push(toRouteOption(routeName, vibe, drafts, measured.legs));
    }

    const notes = [
      routing === 'estimate'
        ? 'Distances and drive times are estimates (straight-line distance times a road factor); check live directions before you go.'
        : 'Distances and drive times come from a routing service.',
    ];
    if (direct.hours > request.totalDays * PACE[request.pace ?? 'moderate'].targetDriveHours) {
      notes.push('This trip has long driving days; adding a day would leave more time at the stops.');
    }
    return {
      planner: 'offline',
      model: null,
      fallbackReason: null,
      routing,
      start: { label: start.label, lat: start.lat, lng: start.lng },
      end: { label: end.label, lat: end.lat, lng: end.lng },
      routeOptions: options,
      notes,
    };
  }

  /** A town or place name to a point, or null when we cannot place it. */
  function locate(text: string): ResolvedPlace | null {
    try {
      return gazetteer.resolve(text);
    } catch {
      return null;
    }
  }

  /**
   * A model's itinerary made trustworthy: every stop is placed by our catalogue (by name) or
   * gazetteer (by its town), stops far off the route are dropped, and every leg is measured by our
   * own road estimate. A plan with a day that has nothing left is rejected, so the caller falls back.
   */
  async function assembleModelItinerary(
    request: TripRequest,
    itinerary: ModelItinerary,
    model: string,
  ): Promise<TripPlan> {
    const start = gazetteer.resolve(request.startLocation);
    const end = gazetteer.resolve(request.endLocation);
    const spine = makeSpine([start, end], null);
    const corridorKm = Math.max(150, spine.length * 0.4);
    const byName = new Map(places.map((place) => [normalizePlaceName(place.name), place]));
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
            description: overnightText(request, night.label, false).description,
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
      const measured = await measure(drafts);
      routing = measured.source;
      const built = toRouteOption(option.routeName, option.vibe, drafts, measured.legs);
      // The model's day titles and descriptions read better than ours; the drive figures stay ours.
      built.dailySegments = built.dailySegments.map((segment, i) => {
        const modelDay = option.days[i];
        return modelDay
          ? {
              ...segment,
              title: modelDay.title,
              description: `${modelDay.description} ${segment.description}`,
            }
          : segment;
      });
      options.push(built);
    }
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
      ],
    };
  }

  return { plan, assembleModelItinerary, resolve: (text: string) => gazetteer.resolve(text) };
}

export type OfflinePlanner = ReturnType<typeof createOfflinePlanner>;

/** Initial compass bearing from a to b, degrees. */
function bearing(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

const chainHours = (stops: readonly LatLng[], from: LatLng) =>
  stops.reduce((sum, stop, i) => sum + estimateLeg(i === 0 ? from : (stops[i - 1] as LatLng), stop).hours, 0);

/** Drops the detours that cost the most until the day's driving fits the day's limit. */
function keepDriveSane(stops: DraftStop[], from: LatLng, limitHours: number): void {
  while (chainHours(stops, from) > limitHours * 0.97) {
    let best: { index: number; saved: number } | null = null;
    stops.forEach((stop, index) => {
      if (stop.kind === 'overnight' || stop.kind === 'arrival') return;
      const saved =
        chainHours(stops, from) -
        chainHours(
          stops.filter((_, i) => i !== index),
          from,
        );
      if (!best || saved > best.saved) best = { index, saved };
    });
    if (!best) return;
    stops.splice((best as { index: number }).index, 1);
  }
}

const chainKm = (stops: readonly LatLng[], from: LatLng) =>
  stops.reduce((sum, stop, i) => sum + estimateLeg(i === 0 ? from : (stops[i - 1] as LatLng), stop).km, 0);

/** Km a stop adds to its day over going straight from the stop before it to the one after. */
function sideKm(stops: readonly LatLng[], stop: LatLng, from: LatLng): number {
  const i = stops.indexOf(stop);
  const before = i > 0 ? (stops[i - 1] as LatLng) : from;
  const after = stops[i + 1];
  if (!after) return 0;
  return greatCircleKm(before, stop) + greatCircleKm(stop, after) - greatCircleKm(before, after);
}

/** Drops the side trips that cost the most km until the day's road fits `limitKm`. */
function keepWithinKm(
  stops: DraftStop[],
  from: LatLng,
  limitKm: number,
  removable: (stop: DraftStop) => boolean,
): void {
  while (chainKm(stops, from) > limitKm) {
    let best: { index: number; saved: number } | null = null;
    for (const [index, stop] of stops.entries()) {
      if (!removable(stop)) continue;
      const saved =
        chainKm(stops, from) -
        chainKm(
          stops.filter((_, i) => i !== index),
          from,
        );
      if (!best || saved > best.saved) best = { index, saved };
    }
    if (!best) return;
    stops.splice(best.index, 1);
  }
}

/** The most driving a day of this trip plans: the pace's limit, or more when the trip cannot be done in it. */
function dailyDriveLimit(request: TripRequest, start: LatLng, end: LatLng): number {
  const paceLimit = Math.min(DAILY_DRIVE_LIMIT_HOURS[request.pace ?? 'moderate'], MAX_DRIVE_HOURS_PER_DAY);
  const needed = (estimateLeg(start, end).hours / request.totalDays) * 1.2;
  return Math.max(paceLimit, Math.min(MAX_DRIVE_HOURS_PER_DAY, needed));
}

/**
 * Where along the spine each day ends (km), sharing the driving time evenly: km inside a slow area
 * (a national park, a mountain pass) count as the time they take at that area's speed.
 */
function dayCuts(spine: Spine, days: number): number[] {
  const steps = Math.max(20, Math.min(400, Math.ceil(spine.length / 5)));
  const weights: number[] = [];
  for (let i = 0; i < steps; i++) {
    const area = slowAreaAt(pointAt(spine, ((i + 0.5) * spine.length) / steps));
    weights.push(area ? (OPEN_ROAD_KMH / area.kmPerHour) * area.winding : 1);
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const cuts: number[] = [];
  let run = 0;
  let step = 0;
  for (let day = 1; day <= days; day++) {
    const target = (total * day) / days;
    while (step < steps && run + (weights[step] ?? 0) <= target + 1e-9) run += weights[step++] ?? 0;
    const inStep = step < steps ? (target - run) / (weights[step] ?? 1) : 0;
    cuts.push(day === days ? spine.length : Math.min(spine.length, ((step + inStep) * spine.length) / steps));
  }
  return cuts;
}

/**
 * Two entries for one sight: a park and the park's visitor centre or district ('Grand Canyon National
 * Park' and 'Grand Canyon National Park South Rim'), close together and one's name within the other's.
 */
function sameSight(a: Place, b: Place): boolean {
  if (a.id === b.id) return true;
  if (greatCircleKm(a, b) > 50) return false;
  // Names of three words or more: 'Golden Gate' is in 'Golden Gate Bridge' and 'Golden Gate Park' alike.
  const names = (place: Place) =>
    [place.name, ...(place.aliases ?? [])]
      .map(normalizePlaceName)
      .filter((name) => name.split(' ').length >= 3);
  const other = names(b);
  return names(a).some((x) => other.some((y) => x.includes(y) || y.includes(x)));
}

const shortLabel = (label: string) => label.replace(/,.*$/, '');

function naming(
  profile: Profile,
  via: Place | null,
  themes: readonly ThemeId[],
  start: ResolvedPlace,
  end: ResolvedPlace,
) {
  const loop = greatCircleKm(start, end) < 60;
  const interests = themes
    .slice(0, 2)
    .map((theme) => THEME_WORDS[theme])
    .join(' and ');
  switch (profile) {
    case 'direct':
      return {
        routeName:
          loop && via
            ? `${shortLabel(start.label)} Loop via ${via.name}`
            : `The Direct Drive to ${shortLabel(end.label)}`,
        vibe: 'Efficient: the quickest roads, with the best-known stops along the way',
      };
    case 'scenic':
      return {
        routeName: via ? `Scenic Route via ${via.name}` : 'The Scenic Route',
        vibe: 'Unhurried: slower roads, big views and time outdoors',
      };
    default:
      return {
        routeName: via ? `${capitalize(interests)} Route via ${via.town}` : `${capitalize(interests)} Route`,
        vibe: `Built around your interests: ${interests}`,
      };
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
