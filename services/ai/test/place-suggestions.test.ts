import { describe, expect, it } from 'vitest';
import { PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import { gazetteer } from './support/planner.js';

// The trip builder's step 1 over the real gazetteer (GeoNames towns and our catalogue's landmarks).
const labels = (text: string, limit?: number) => gazetteer.suggest(text, limit).map((place) => place.label);

describe('place suggestions', () => {
  it('lists the Springfields by size, each labelled with its state, and narrows by what follows the comma', () => {
    expect(labels('Springfield').slice(0, 3)).toEqual([
      'Springfield, MO',
      'Springfield, MA',
      'Springfield, IL',
    ]);
    expect(labels('springf')).toContain('Springfield, IL');
    expect(labels('Springfield, I')).toEqual(['Springfield, IL']);
    expect(labels('Springfield, Mass')[0]).toBe('Springfield, MA');
    expect(labels('Springfield, Mass')).not.toContain('Springfield, MO');
    expect(labels('Springfield, M')).toEqual(expect.arrayContaining(['Springfield, MO', 'Springfield, MA']));
  });

  it('puts the exact name first, then bigger or better-known places', () => {
    expect(labels('Moab')[0]).toBe('Moab, UT');
    expect(labels('Denver')[0]).toBe('Denver, CO');
    expect(labels('Den')).toContain('Denver, CO');
    expect(labels('Portland').slice(0, 2)).toEqual(['Portland, OR', 'Portland, ME']);
  });

  it('finds landmarks by name, alias and, from three letters, by a later word of the name', () => {
    const arches = gazetteer.suggest('arches')[0];
    expect(arches).toMatchObject({ label: 'Arches National Park, UT', kind: 'landmark', country: 'US' });
    expect(arches?.lat).toBeCloseTo(38.7, 0);
    expect(labels('yosem')[0]).toBe('Yosemite National Park, CA');
    expect(labels('national park', 40)).toContain('Arches National Park, UT');
    // One or two letters only match the start of a name (or of another name the place goes by).
    expect(labels('moher')).toContain('Cliffs of Moher, County Clare');
    expect(labels('mo', 40)).not.toContain('Cliffs of Moher, County Clare');
  });

  it('labels towns abroad with their country or province, English names and accents included', () => {
    expect(gazetteer.suggest('Galway')[0]).toMatchObject({
      label: 'Galway, Ireland',
      kind: 'town',
      country: 'IE',
    });
    expect(labels('Tromso')).toContain('Tromsø, Norway');
    expect(labels('San Seb')).toContain('San Sebastián, Spain');
    expect(labels('Banff')[0]).toBe('Banff, AB');
    expect(labels('nyc')).toEqual(['New York City, NY']);
  });

  it('suggests only labels the planner resolves as themselves, so a picked place never fails later', () => {
    for (const text of [
      'Springfield',
      'S',
      'Sa',
      'San',
      'Port',
      'Lake',
      'park',
      'Cliffs of',
      'Mount',
      'Gal',
      'Wash',
    ]) {
      const found = gazetteer.suggest(text);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(PLACE_SUGGESTION_LIMIT);
      expect(new Set(found.map((place) => place.label)).size).toBe(found.length);
      for (const place of found) expect(gazetteer.resolve(place.label).label).toBe(place.label);
    }
  });

  it('answers nothing for blank or unknown text, and keeps to the limit asked', () => {
    expect(labels('   ')).toEqual([]);
    expect(labels(', UT')).toEqual([]);
    expect(labels('Xqzvplk')).toEqual([]);
    expect(labels('S', 3)).toHaveLength(3);
  });
});

describe('place check (the planner’s lookup, answered rather than thrown)', () => {
  it('finds a place and labels it as the planner will', () => {
    expect(gazetteer.lookup('  portland ')).toMatchObject({ found: true, place: { label: 'Portland, OR' } });
    expect(gazetteer.lookup('Austin TX')).toMatchObject({ found: true, place: { label: 'Austin, TX' } });
  });

  it('offers the places a shared name could mean, as labels that each resolve', () => {
    const springfield = gazetteer.lookup('Springfield');
    expect(springfield).toMatchObject({
      found: false,
      options: ['Springfield, MO', 'Springfield, MA', 'Springfield, IL'],
    });
    expect(springfield.found ? '' : springfield.message).toContain('could mean');
    for (const option of springfield.found ? [] : springfield.options) {
      expect(gazetteer.lookup(option)).toMatchObject({ found: true, place: { label: option } });
    }
    // resolve keeps throwing the same message for the planner.
    expect(() => gazetteer.resolve('Springfield')).toThrow(/could mean Springfield, MO/);
  });

  it('says it cannot find an unknown place, without options', () => {
    expect(gazetteer.lookup('Xqzvplk, UT')).toEqual({
      found: false,
      input: 'Xqzvplk, UT',
      options: [],
      message: `We couldn't find "Xqzvplk, UT". Try a town and state, like "Austin, TX", or a national park.`,
    });
    expect(gazetteer.lookup('Denver, Narnia')).toMatchObject({ found: false, options: [] });
  });

  it('reads a landmark labelled with its own region, as its label names it', () => {
    const [cliffs] = gazetteer.suggest('Cliffs of Moher');
    expect(cliffs?.kind).toBe('landmark');
    expect(gazetteer.lookup(cliffs?.label ?? '')).toMatchObject({ found: true, place: { kind: 'landmark' } });
  });
});
