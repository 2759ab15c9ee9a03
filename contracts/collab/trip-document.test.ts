import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  ACTIVITY_LIMIT,
  addStop,
  moveStop,
  noteStop,
  orderedDays,
  recentActivity,
  removeStop,
  renameStop,
  setDayNote,
  stopsOf,
  tripDocumentName,
  tripIdOfDocument,
  type NewStop,
} from './index.js';

const ana = { who: 'Ana', now: new Date('2026-05-01T10:00:00Z') };
const ben = { who: 'Ben', now: new Date('2026-05-01T10:00:01Z') };
const place = (name: string, id?: string): NewStop => ({
  ...(id ? { id } : {}),
  name,
  lat: 38.7,
  lng: -109.6,
  kind: 'planned',
});

const namesByDay = (doc: Y.Doc) =>
  Object.fromEntries(orderedDays(doc).map((day) => [day.day, day.stops.map((stop) => stop.name)]));

/** Two copies of one trip, each edited alone, then given each other's updates (in the order asked). */
function twoCopies(seed: (doc: Y.Doc) => void) {
  const a = new Y.Doc();
  seed(a);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return {
    a,
    b,
    exchange(order: 'a-first' | 'b-first') {
      const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
      const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
      if (order === 'a-first') {
        Y.applyUpdate(b, fromA);
        Y.applyUpdate(a, fromB);
      } else {
        Y.applyUpdate(a, fromB);
        Y.applyUpdate(b, fromA);
      }
    },
  };
}

const threeStops = (doc: Y.Doc) => {
  addStop(doc, place('Arches National Park', 'arches'), { day: 1 }, ana);
  addStop(doc, place('Dead Horse Point', 'dead-horse'), { day: 1 }, ana);
  addStop(doc, place('Canyonlands', 'canyonlands'), { day: 1 }, ana);
  addStop(doc, place('Capitol Reef', 'capitol-reef'), { day: 2 }, ana);
};

describe('the trip document', () => {
  it('lists each day’s stops in the order they were placed, and names what each edit did', () => {
    const doc = new Y.Doc();
    threeStops(doc);
    addStop(doc, place('Moab Brewery', 'brewery'), { day: 1, after: 'arches' }, ben);
    addStop(doc, place('Wilson Arch', 'wilson'), { day: 1, after: null }, ben);
    expect(namesByDay(doc)).toEqual({
      1: ['Wilson Arch', 'Arches National Park', 'Moab Brewery', 'Dead Horse Point', 'Canyonlands'],
      2: ['Capitol Reef'],
    });
    moveStop(doc, 'arches', { day: 2, before: 'capitol-reef' }, ben);
    renameStop(doc, 'brewery', 'Moab Brewery & Grill', ben);
    noteStop(doc, 'wilson', '  Quick photo stop  ', ben);
    setDayNote(doc, 2, 'Fill up in Green River', ben);
    removeStop(doc, 'canyonlands', ben);
    expect(orderedDays(doc)).toMatchObject([
      {
        day: 1,
        note: null,
        stops: [
          { name: 'Wilson Arch', note: 'Quick photo stop' },
          { name: 'Moab Brewery & Grill' },
          { name: 'Dead Horse Point' },
        ],
      },
      {
        day: 2,
        note: 'Fill up in Green River',
        stops: [{ name: 'Arches National Park' }, { name: 'Capitol Reef' }],
      },
    ]);
    expect(recentActivity(doc).slice(0, 5)).toEqual([
      { who: 'Ben', what: 'removed Canyonlands', when: '2026-05-01T10:00:01.000Z' },
      { who: 'Ben', what: 'noted on day 2', when: '2026-05-01T10:00:01.000Z' },
      { who: 'Ben', what: 'noted on Wilson Arch', when: '2026-05-01T10:00:01.000Z' },
      { who: 'Ben', what: 'renamed Moab Brewery to Moab Brewery & Grill', when: '2026-05-01T10:00:01.000Z' },
      { who: 'Ben', what: 'moved Arches National Park to day 2', when: '2026-05-01T10:00:01.000Z' },
    ]);
  });

  it('refuses a blank name, a stop that is not there and a day that is not one, changing nothing', () => {
    const doc = new Y.Doc();
    threeStops(doc);
    const before = Y.encodeStateAsUpdate(doc);
    expect(() => renameStop(doc, 'arches', '   ', ana)).toThrow('Stop name is required');
    expect(() => moveStop(doc, 'nowhere', { day: 1 }, ana)).toThrow('Stop not found');
    expect(() => moveStop(doc, 'arches', { day: 0 }, ana)).toThrow(RangeError);
    expect(() => addStop(doc, place('Again', 'arches'), { day: 1 }, ana)).toThrow('already in the trip');
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('keeps only the last ACTIVITY_LIMIT entries', () => {
    const doc = new Y.Doc();
    addStop(doc, place('Arches', 'arches'), { day: 1 }, ana);
    for (let i = 0; i < ACTIVITY_LIMIT + 5; i++) noteStop(doc, 'arches', `note ${i}`, ana);
    const activity = recentActivity(doc);
    expect(activity).toHaveLength(ACTIVITY_LIMIT);
    expect(activity[0]!.what).toBe('noted on Arches');
  });

  it('names documents by trip and reads the trip back, refusing anything else', () => {
    expect(tripDocumentName(42)).toBe('trip:42');
    expect(tripIdOfDocument('trip:42')).toBe(42);
    for (const name of ['trip:0', 'trip:042', 'trip:4x', 'trips:4', 'trip:', '42'])
      expect(tripIdOfDocument(name)).toBeNull();
  });
});

describe('concurrent edits of two copies', () => {
  for (const order of ['a-first', 'b-first'] as const) {
    it(`moving one stop in both copies at once leaves it once, in the same place in both (${order})`, () => {
      const { a, b, exchange } = twoCopies(threeStops);
      moveStop(a, 'arches', { day: 2 }, ana);
      moveStop(b, 'arches', { day: 1, after: 'canyonlands' }, ben);
      exchange(order);
      expect(namesByDay(a)).toEqual(namesByDay(b));
      const all = orderedDays(a).flatMap((day) => day.stops.map((stop) => stop.id));
      expect(all.filter((id) => id === 'arches')).toHaveLength(1);
      expect(all.sort()).toEqual(['arches', 'canyonlands', 'capitol-reef', 'dead-horse']);
    });

    it(`two stops added at the same spot both stay, in one order everywhere, and a later insert between them works (${order})`, () => {
      const { a, b, exchange } = twoCopies(threeStops);
      addStop(a, place('Gemini Bridges', 'gemini'), { day: 1, after: 'arches' }, ana);
      addStop(b, place('Corona Arch', 'corona'), { day: 1, after: 'arches' }, ben);
      exchange(order);
      expect(namesByDay(a)).toEqual(namesByDay(b));
      const day1 = namesByDay(a)[1]!;
      expect(day1).toHaveLength(5);
      // The two equal keys tie-break by id: 'corona' < 'gemini'.
      expect(day1.slice(0, 3)).toEqual(['Arches National Park', 'Corona Arch', 'Gemini Bridges']);
      // Nothing fits between two equal keys: the stops after the spot get fresh keys.
      addStop(a, place('Fisher Towers', 'fisher'), { day: 1, after: 'corona' }, ana);
      expect(namesByDay(a)[1]!.slice(0, 4)).toEqual([
        'Arches National Park',
        'Corona Arch',
        'Fisher Towers',
        'Gemini Bridges',
      ]);
    });

    it(`a stop removed in one copy and moved, renamed and noted in the other stays removed (${order})`, () => {
      const { a, b, exchange } = twoCopies(threeStops);
      removeStop(a, 'dead-horse', ana);
      moveStop(b, 'dead-horse', { day: 2 }, ben);
      renameStop(b, 'dead-horse', 'Dead Horse Point State Park', ben);
      noteStop(b, 'canyonlands', 'Island in the Sky', ben);
      exchange(order);
      expect(namesByDay(a)).toEqual(namesByDay(b));
      expect(stopsOf(a).has('dead-horse')).toBe(false);
      expect(namesByDay(a)).toEqual({ 1: ['Arches National Park', 'Canyonlands'], 2: ['Capitol Reef'] });
      expect(orderedDays(b)[0]!.stops[1]!.note).toBe('Island in the Sky');
    });

    it(`edits of different stops and days are all kept, with both people's activity (${order})`, () => {
      const { a, b, exchange } = twoCopies(threeStops);
      renameStop(a, 'arches', 'Arches NP', ana);
      moveStop(a, 'canyonlands', { day: 1, after: null }, ana);
      setDayNote(b, 1, 'Start early', ben);
      addStop(b, place('Goblin Valley', 'goblin'), { day: 2, after: null }, ben);
      exchange(order);
      expect(namesByDay(a)).toEqual(namesByDay(b));
      expect(orderedDays(a)).toMatchObject([
        {
          day: 1,
          note: 'Start early',
          stops: [{ name: 'Canyonlands' }, { name: 'Arches NP' }, { name: 'Dead Horse Point' }],
        },
        { day: 2, stops: [{ name: 'Goblin Valley' }, { name: 'Capitol Reef' }] },
      ]);
      const whats = recentActivity(a).map((entry) => `${entry.who} ${entry.what}`);
      expect(whats).toEqual(
        expect.arrayContaining([
          'Ana renamed Arches National Park to Arches NP',
          'Ben added Goblin Valley to day 2',
        ]),
      );
    });
  }
});
