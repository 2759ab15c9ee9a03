import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { tripKml } from '../../src/rest/trip-exports/kml.js';
import { parseXml, TRICKY_NAME, TRIP } from './trip.fixture.js';

interface Placemark {
  name: string;
  description?: string;
  Point?: { coordinates: string };
  LineString?: { coordinates: string; tessellate: number };
}
interface Kml {
  kml: {
    '@_xmlns': string;
    Document: { name: string; Folder: Array<{ name: string; Placemark: Placemark[] }> };
  };
}

const parse = (xml: string) => parseXml<Kml>(xml, ['Folder', 'Placemark'], { parseTagValue: false });

describe('KML export', () => {
  const xml = tripKml(TRIP);

  it('is well-formed KML 2.2 named after the trip', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const { kml } = parse(xml);
    expect(kml['@_xmlns']).toBe('http://www.opengis.net/kml/2.2');
    expect(kml.Document.name).toBe('Vermont & the <Green> Mountains');
  });

  it('has a folder per day with placed stops, each stop a point at lng,lat', () => {
    const folders = parse(xml).kml.Document.Folder;
    expect(folders.map((folder) => folder.name)).toEqual([
      'Day 1: Ice cream, then Stowe',
      'Day 2: To the capital',
    ]);
    const points = folders[0]?.Placemark.filter((placemark) => placemark.Point);
    expect(points?.map((placemark) => placemark.name)).toEqual([TRICKY_NAME, 'Stowe']);
    expect(points?.[0]?.Point?.coordinates).toBe('-72.7415,44.3532');
  });

  it("draws each day's route from the previous night's stop through the day's stops in order", () => {
    const folders = parse(xml).kml.Document.Folder;
    const lineOf = (folder: number) =>
      folders[folder]?.Placemark.find((placemark) => placemark.LineString)?.LineString?.coordinates;
    expect(lineOf(0)).toBe('-72.7415,44.3532 -72.6874,44.4654');
    // Day 2's one stop is joined to Stowe, where day 1 ended.
    expect(lineOf(1)).toBe('-72.6874,44.4654 -72.5809,44.2623');
  });

  it('escapes the raw text, so no markup leaks from a name', () => {
    expect(xml).toContain('Ben &amp; Jerry&apos;s &lt;Factory&gt;; &quot;tour&quot;, day 1');
    expect(xml).not.toContain('<Factory>');
  });
});
