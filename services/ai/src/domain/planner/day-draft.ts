import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import type { LatLng } from '../geo/distance.js';
import { townLabel, type Town } from '../geo/gazetteer.js';
import { PACE } from './pace.js';
import type { TripRequest } from './request.js';
import { editorialScore } from './scoring.js';
import { project, type Spine } from './spine.js';
import { addressOf, categoryOf, lunchText, THEME_WORDS } from './stop-text.js';

/**
 * A day of a route option before it is measured: where it starts and ends, and its stops in order (the
 * night's stay or the arrival last). route-option.ts turns drafts into the plan the traveller sees.
 */
export interface DayDraft {
  day: number;
  from: LatLng & { label: string };
  to: LatLng & { label: string; town: Town | null; place: Place | null };
  stops: DraftStop[];
  /** What the day's stretch lacks, said rather than filled ('Nothing in our catalogue for breweries along this stretch.'). */
  note?: string;
}

export interface DraftStop extends LatLng {
  /** Km along the option's spine, and off it. */
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
  kind: 'place' | 'lunch' | 'overnight' | 'arrival';
  /** How well a catalogue place suits the trip: the lowest go first when a day runs long. */
  score?: number;
}

/** A catalogue place near an option's spine, with how well it suits the option. */
export interface Candidate {
  place: Place;
  s: number;
  offKm: number;
  score: number;
}

/** A catalogue place as a stop: its visit scaled to the pace and the party, and why it was picked. */
export function placeStop(candidate: Candidate, request: TripRequest, themes: readonly ThemeId[]): DraftStop {
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
    score: candidate.score,
  };
}

/** Lunch in a real town: never a sight, never rated. */
export function lunchDraft(town: Town, spine: Spine): DraftStop {
  const text = lunchText(town);
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
    kind: 'lunch',
  };
}

/** Arriving in the destination town: a plain stop that claims nothing about the place. */
export function arrivalInTown(end: LatLng & { name: string; label: string }, s: number): DraftStop {
  return {
    lat: end.lat,
    lng: end.lng,
    s,
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
  };
}
