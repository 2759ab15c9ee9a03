import { generateNKeysBetween } from 'fractional-indexing';
import * as Y from 'yjs';
import { PLAN_EDIT_LIMITS } from '../rules/plan-edits.js';

/**
 * The live, shared plan of one trip (issue 22): one Yjs document per trip, served by the collaboration
 * service (services/collab) and edited by every member's browser. This module is the one definition of its
 * shape, and the only code that should write to it: the browser and the server import the same helpers.
 *
 * - `stops`: a Y.Map keyed by stop id, each stop a Y.Map of TripStopFields. Keyed by id, so two people
 *   moving the same stop at once can never make two copies of it (an array move is a delete plus an
 *   insert, which duplicates under concurrency).
 * - a stop's place is its `day` and its `order`, a fractional index key (fractional-indexing): moving a
 *   stop writes two fields of that stop and touches no other stop. A day lists its stops by (order, id):
 *   two people inserting at the same spot may make equal keys, and the id then decides, the same way in
 *   every copy.
 * - `days`: a Y.Map keyed by the day number ('1', '2', ...), each a Y.Map {note}.
 * - `activity`: a Y.Array of {who, what, when}, newest last, the last ACTIVITY_LIMIT kept.
 */
export const TRIP_DOCUMENT_PARTS = { stops: 'stops', days: 'days', activity: 'activity' } as const;

/** Where a stop came from: the planner's itinerary, the traveller's own place, or a hidden gem. */
export const STOP_KINDS = ['planned', 'custom', 'gem'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** How many activity entries a trip keeps (older ones are dropped as new ones come). */
export const ACTIVITY_LIMIT = 200;

export interface TripStopFields {
  /** Stable across edits: the trips service's stopKey for stops it planned, a random id for new ones. */
  id: string;
  name: string;
  note: string | null;
  /** The day it is on, from 1. */
  day: number;
  /** Its fractional index key within the day. */
  order: string;
  lat: number | null;
  lng: number | null;
  /** The catalogue place it is, when it is one. */
  placeId?: string;
  kind: StopKind;
}

export interface ActivityEntry {
  /** The member's display name, as their collaboration token names them. */
  who: string;
  /** What they did, in a sentence's words: 'moved Arches National Park to day 2'. */
  what: string;
  /** When, ISO 8601. */
  when: string;
}

export interface PlanDay {
  day: number;
  note: string | null;
  /** The day's stops in their order. */
  stops: TripStopFields[];
}

/** Where a moved or added stop goes: a day, and after which stop of it (null or absent: first). */
export interface StopPlace {
  day: number;
  /** The stop it goes right after; null puts it first. Absent (with no `before`), it goes last. */
  after?: string | null;
  /** Or the stop it goes right before; null puts it last. */
  before?: string | null;
}

export type NewStop = Omit<TripStopFields, 'id' | 'order' | 'day' | 'note'> & {
  id?: string;
  note?: string | null;
};

/** The document of a trip, as the collaboration service names it (one per trip). */
export const tripDocumentName = (tripId: number): string => `trip:${tripId}`;

/** The trip a document name stands for, or null when it names none. */
export function tripIdOfDocument(name: string): number | null {
  const match = /^trip:([1-9]\d{0,15})$/.exec(name);
  return match ? Number(match[1]) : null;
}

type StopMap = Y.Map<unknown>;

export const stopsOf = (doc: Y.Doc) => doc.getMap<StopMap>(TRIP_DOCUMENT_PARTS.stops);
export const daysOf = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>(TRIP_DOCUMENT_PARTS.days);
export const activityOf = (doc: Y.Doc) => doc.getArray<ActivityEntry>(TRIP_DOCUMENT_PARTS.activity);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A stop's fields as plain values; anything a foreign writer left malformed reads as empty, never throws. */
export function readStop(id: string, stop: StopMap): TripStopFields {
  const kind = stop.get('kind');
  const placeId = text(stop.get('placeId'));
  const day = stop.get('day');
  return {
    id,
    name: text(stop.get('name')) ?? '',
    note: text(stop.get('note')),
    day: typeof day === 'number' && Number.isInteger(day) && day >= 1 ? day : 1,
    order: text(stop.get('order')) ?? '',
    lat: coordinate(stop.get('lat')),
    lng: coordinate(stop.get('lng')),
    ...(placeId ? { placeId } : {}),
    kind: STOP_KINDS.includes(kind as StopKind) ? (kind as StopKind) : 'custom',
  };
}

/** By (order, id): plain code-unit comparison, the order fractional-indexing's keys are made for. */
const byPlace = (a: TripStopFields, b: TripStopFields) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** One day's stops in order. */
export function stopsOfDay(doc: Y.Doc, day: number): TripStopFields[] {
  const stops: TripStopFields[] = [];
  stopsOf(doc).forEach((stop, id) => {
    const fields = readStop(id, stop);
    if (fields.day === day) stops.push(fields);
  });
  return stops.sort(byPlace);
}

/** Every day that has stops or a note, in day order, each with its stops sorted by (order, id). */
export function orderedDays(doc: Y.Doc): PlanDay[] {
  const days = new Map<number, PlanDay>();
  const dayOf = (day: number) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, note: null, stops: [] }));
    return entry;
  };
  daysOf(doc).forEach((fields, key) => {
    const day = Number(key);
    if (Number.isInteger(day) && day >= 1) dayOf(day).note = text(fields.get('note'));
  });
  stopsOf(doc).forEach((stop, id) => {
    const fields = readStop(id, stop);
    dayOf(fields.day).stops.push(fields);
  });
  for (const entry of days.values()) entry.stops.sort(byPlace);
  return [...days.values()].sort((a, b) => a.day - b.day);
}

/**
 * Order keys for `count` stops placed at `index` of a day's ordered stops (`others`, without them). Equal
 * keys (two concurrent inserts at one spot) leave no room between them, so the run of stops after the
 * spot whose keys are not above the one before it is given fresh keys too: answered in `rekeyed`.
 */
function keysAt(others: TripStopFields[], index: number, count: number) {
  const lower = others[index - 1]?.order ?? null;
  let end = index;
  while (end < others.length && lower !== null && others[end]!.order <= lower) end++;
  const upper = others[end]?.order ?? null;
  const keys = generateNKeysBetween(lower, upper, count + (end - index));
  return {
    keys: keys.slice(0, count),
    rekeyed: others.slice(index, end).map((stop, i) => ({ id: stop.id, order: keys[count + i]! })),
  };
}

function positionIn(others: TripStopFields[], place: StopPlace): number {
  if (place.after !== undefined) {
    if (place.after === null) return 0;
    const at = others.findIndex((stop) => stop.id === place.after);
    return at === -1 ? others.length : at + 1;
  }
  if (place.before !== undefined && place.before !== null) {
    const at = others.findIndex((stop) => stop.id === place.before);
    return at === -1 ? others.length : at;
  }
  return others.length;
}

function checkedDay(day: number): number {
  if (!Number.isInteger(day) || day < 1) throw new RangeError(`Day must be a whole number from 1`);
  return day;
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new RangeError('Stop name is required');
  return trimmed.slice(0, PLAN_EDIT_LIMITS.stopName);
}

const checkedNote = (note: string | null, max: number): string | null => note?.trim().slice(0, max) || null;

function record(doc: Y.Doc, who: string, what: string, now: Date) {
  const activity = activityOf(doc);
  activity.push([{ who, what, when: now.toISOString() }]);
  const extra = activity.length - ACTIVITY_LIMIT;
  if (extra > 0) activity.delete(0, extra);
}

/** The stop's live map, or a RangeError naming the one message the trips service uses. */
function stopMap(doc: Y.Doc, id: string): StopMap {
  const stop = stopsOf(doc).get(id);
  if (!stop) throw new RangeError('Stop not found');
  return stop;
}

/** Who edits, and when (tests and the server pass a clock; browsers take now). */
export interface Editor {
  who: string;
  now?: Date;
}

/** Adds a stop at `place` (last of its day by default); answers its id. */
export function addStop(doc: Y.Doc, stop: NewStop, place: StopPlace, editor: Editor): string {
  const id = stop.id ?? globalThis.crypto.randomUUID();
  const day = checkedDay(place.day);
  const name = checkedName(stop.name);
  doc.transact(() => {
    if (stopsOf(doc).has(id)) throw new RangeError('A stop with this id is already in the trip');
    const others = stopsOfDay(doc, day);
    const { keys, rekeyed } = keysAt(others, positionIn(others, place), 1);
    const fields = new Y.Map<unknown>();
    fields.set('name', name);
    fields.set('note', checkedNote(stop.note ?? null, PLAN_EDIT_LIMITS.stopNote));
    fields.set('day', day);
    fields.set('order', keys[0]!);
    fields.set('lat', stop.lat);
    fields.set('lng', stop.lng);
    if (stop.placeId) fields.set('placeId', stop.placeId);
    fields.set('kind', stop.kind);
    stopsOf(doc).set(id, fields);
    for (const { id: other, order } of rekeyed) stopMap(doc, other).set('order', order);
    record(doc, editor.who, `added ${name} to day ${day}`, editor.now ?? new Date());
  });
  return id;
}

export function removeStop(doc: Y.Doc, id: string, editor: Editor): void {
  doc.transact(() => {
    const { name } = readStop(id, stopMap(doc, id));
    stopsOf(doc).delete(id);
    record(doc, editor.who, `removed ${name}`, editor.now ?? new Date());
  });
}

/** Moves a stop within its day or to another one; only its own `day` and `order` change. */
export function moveStop(doc: Y.Doc, id: string, place: StopPlace, editor: Editor): void {
  const day = checkedDay(place.day);
  doc.transact(() => {
    const stop = stopMap(doc, id);
    const before = readStop(id, stop);
    const others = stopsOfDay(doc, day).filter((other) => other.id !== id);
    const { keys, rekeyed } = keysAt(others, positionIn(others, place), 1);
    stop.set('day', day);
    stop.set('order', keys[0]!);
    for (const { id: other, order } of rekeyed) stopMap(doc, other).set('order', order);
    const what =
      before.day === day ? `moved ${before.name} within day ${day}` : `moved ${before.name} to day ${day}`;
    record(doc, editor.who, what, editor.now ?? new Date());
  });
}

export function renameStop(doc: Y.Doc, id: string, name: string, editor: Editor): void {
  const newName = checkedName(name);
  doc.transact(() => {
    const stop = stopMap(doc, id);
    const oldName = readStop(id, stop).name;
    stop.set('name', newName);
    record(doc, editor.who, `renamed ${oldName} to ${newName}`, editor.now ?? new Date());
  });
}

/** Sets or (blank, null) clears the note on a stop. */
export function noteStop(doc: Y.Doc, id: string, note: string | null, editor: Editor): void {
  const value = checkedNote(note, PLAN_EDIT_LIMITS.stopNote);
  doc.transact(() => {
    const stop = stopMap(doc, id);
    stop.set('note', value);
    const { name } = readStop(id, stop);
    record(
      doc,
      editor.who,
      value ? `noted on ${name}` : `cleared the note on ${name}`,
      editor.now ?? new Date(),
    );
  });
}

/** Sets or (blank, null) clears a day's note. */
export function setDayNote(doc: Y.Doc, day: number, note: string | null, editor: Editor): void {
  const key = String(checkedDay(day));
  const value = checkedNote(note, PLAN_EDIT_LIMITS.dayNote);
  doc.transact(() => {
    const days = daysOf(doc);
    let fields = days.get(key);
    if (!fields) {
      fields = new Y.Map<unknown>();
      days.set(key, fields);
    }
    fields.set('note', value);
    record(
      doc,
      editor.who,
      value ? `noted on day ${key}` : `cleared the note on day ${key}`,
      editor.now ?? new Date(),
    );
  });
}

/** The activity, newest first. */
export const recentActivity = (doc: Y.Doc): ActivityEntry[] => activityOf(doc).toArray().reverse();
