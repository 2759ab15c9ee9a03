import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { tripGpx } from '../../src/rest/trip-exports/gpx.js';
import { parseXml, TRICKY_NAME, TRIP } from './trip.fixture.js';

interface Point {
  '@_lat': string;
  '@_lon': string;
  name: string;
  desc?: string;
  type?: string;
}
interface Gpx {
  gpx: {
    '@_version': string;
    '@_xmlns': string;
    metadata: { name: string };
    wpt: Point[];
    rte: Array<{ name: string; number: number; rtept: Point[] }>;
  };
}

const parse = (xml: string) => parseXml<Gpx>(xml, ['wpt', 'rte', 'rtept'], { parseAttributeValue: false });

describe('GPX export', () => {
  const xml = tripGpx(TRIP);

  it('is well-formed GPX 1.1', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const { gpx } = parse(xml);
    expect(gpx['@_version']).toBe('1.1');
    expect(gpx['@_xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.metadata.name).toBe('Vermont & the <Green> Mountains');
  });

  it('has a waypoint per placed stop, in driving order, with the name intact', () => {
    const { gpx } = parse(xml);
    expect(gpx.wpt.map((point) => point.name)).toEqual([TRICKY_NAME, 'Stowe', 'Vermont State House']);
    expect(gpx.wpt[0]).toMatchObject({
      '@_lat': '44.3532',
      '@_lon': '-72.7415',
      type: 'food',
      desc: 'food · 1281 Waterbury-Stowe Rd, Waterbury, VT · about 60 min',
    });
  });

  it("has a route per day with stops, from the previous night's stop through them in order", () => {
    const { gpx } = parse(xml);
    expect(gpx.rte.map((route) => [route.name, route.number])).toEqual([
      ['Day 1: Ice cream, then Stowe', 1],
      ['Day 2: To the capital', 2],
    ]);
    expect(gpx.rte[0]?.rtept.map((point) => point.name)).toEqual([TRICKY_NAME, 'Stowe']);
    // Day 2 starts in Stowe, where day 1 ended; its title already said 'Day 2', which is not repeated.
    expect(gpx.rte[1]?.rtept.map((point) => [point['@_lat'], point['@_lon']])).toEqual([
      ['44.4654', '-72.6874'],
      ['44.2623', '-72.5809'],
    ]);
  });

  it('escapes the raw text, so no markup leaks from a name', () => {
    expect(xml).toContain('Ben &amp; Jerry&apos;s &lt;Factory&gt;; &quot;tour&quot;, day 1');
    expect(xml).not.toContain('<Factory>');
  });

  it('is still valid for a trip with no stops', () => {
    const empty = tripGpx({ ...TRIP, stops: [] });
    expect(XMLValidator.validate(empty)).toBe(true);
    expect(parse(empty).gpx.wpt).toBeUndefined();
  });
});
