import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTINENTS, placeQuerySchema } from '@byway/contracts/rules';
import { greatCircleKm } from '../src/domain/geo/distance.js';
import type { PlaceLookup } from '../src/domain/geo/gazetteer.js';
import { gazetteer, plan } from './support/planner.js';

/** Issue 19 item 5: places as people say them, anywhere the trip finder goes. */

const FINDER_COUNTRIES = CONTINENTS.flatMap((continent) => continent.countries);
const PACKS_DIR = fileURLToPath(new URL('../../discovery/src/data/packs/', import.meta.url));
const PACKS = readdirSync(PACKS_DIR).flatMap(
  (file) =>
    JSON.parse(readFileSync(`${PACKS_DIR}${file}`, 'utf8')) as Array<{
      id: string;
      country: string;
      startLocation: string;
      endLocation: string;
    }>,
);

const found = (lookup: PlaceLookup) => (lookup.found ? lookup.place : undefined);
const messageOf = (input: string) => {
  const lookup = gazetteer.lookup(input);
  return lookup.found ? `found ${lookup.place.label}` : lookup.message;
};

describe('every finder country', () => {
  it("resolves each trip pack's own start and end to a town in the pack's country", () => {
    expect(PACKS.length).toBeGreaterThan(100);
    const countries = new Set<string>();
    for (const pack of PACKS) {
      const iso2 = FINDER_COUNTRIES.find((country) => country.id === pack.country)?.iso2;
      expect(iso2, `${pack.id}: finder country`).toBeDefined();
      countries.add(pack.country);
      for (const text of [pack.startLocation, pack.endLocation]) {
        const place = found(gazetteer.lookup(text));
        expect(place, `${pack.id}: ${text}`).toBeDefined();
        expect(place?.country, `${pack.id}: ${text}`).toBe(iso2);
      }
    }
    expect(countries.size).toBe(FINDER_COUNTRIES.length);
  });

  it("finds each country's largest town by the country's English name, ISO alpha-2 code and alpha-3 code", () => {
    const alpha3: Record<string, string> = { DE: 'DEU', GB: 'GBR', NZ: 'NZL', ZA: 'ZAF', KR: 'KOR' };
    for (const { iso2, name } of FINDER_COUNTRIES) {
      const largest = gazetteer.towns.find((town) => town.country === iso2);
      expect(largest, name).toBeDefined();
      const byName = found(gazetteer.lookup(`${largest!.name}, ${name}`));
      expect(byName, `${largest!.name}, ${name}`).toMatchObject({ country: iso2, kind: 'town' });
      // A code is read as a US state first ('Frankfurt, DE' is not in Delaware, so it is Germany).
      expect(found(gazetteer.lookup(`${largest!.name}, ${iso2}`))?.label, `${largest!.name}, ${iso2}`).toBe(
        byName?.label,
      );
      if (alpha3[iso2]) {
        expect(found(gazetteer.lookup(`${largest!.name}, ${alpha3[iso2]}`))?.label).toBe(byName?.label);
      }
    }
  });
});

describe('everyday names, accents either way, and qualifiers', () => {
  // What the traveller types -> the label the planner shows, and the country.
  const TABLE: Array<[string, string, string]> = [
    ['Frankfurt', 'Frankfurt, Germany', 'DE'],
    ['Frankfurt, Germany', 'Frankfurt, Germany', 'DE'],
    ['Frankfurt, DE', 'Frankfurt, Germany', 'DE'],
    ['Frankfurt am Main', 'Frankfurt, Germany', 'DE'],
    ['Frankfurt (Oder)', 'Frankfurt (Oder), Germany', 'DE'],
    // A German town's river or region may be left off; the label keeps it.
    ['Halle', 'Halle (Saale), Germany', 'DE'],
    ['Munich', 'Munich, Germany', 'DE'],
    ['München', 'Munich, Germany', 'DE'],
    ['Cologne', 'Cologne, Germany', 'DE'],
    ['Köln', 'Cologne, Germany', 'DE'],
    ['Koln, Germany', 'Cologne, Germany', 'DE'],
    ['Nuremberg', 'Nuremberg, Germany', 'DE'],
    ['Florence', 'Florence, Italy', 'IT'],
    ['Florence, Italy', 'Florence, Italy', 'IT'],
    ['Firenze', 'Florence, Italy', 'IT'],
    ['Venice', 'Venice, Italy', 'IT'],
    ['Naples', 'Naples, Italy', 'IT'],
    ['Milan', 'Milan, Italy', 'IT'],
    ['Turin', 'Turin, Italy', 'IT'],
    ['Genoa', 'Genoa, Italy', 'IT'],
    ['Rome', 'Rome, Italy', 'IT'],
    ['Lisbon', 'Lisbon, Portugal', 'PT'],
    ['Lisboa', 'Lisbon, Portugal', 'PT'],
    ['Porto, Portugal', 'Porto, Portugal', 'PT'],
    ['Galway', 'Galway, Ireland', 'IE'],
    ['Gaillimh', 'Galway, Ireland', 'IE'],
    ['Cork, Ireland', 'Cork, Ireland', 'IE'],
    ['Zurich', 'Zürich, Switzerland', 'CH'],
    ['Zürich', 'Zürich, Switzerland', 'CH'],
    ['Zurich, CH', 'Zürich, Switzerland', 'CH'],
    ['Geneva', 'Geneva, Switzerland', 'CH'],
    ['Lucerne', 'Lucerne, Switzerland', 'CH'],
    ['Vienna', 'Vienna, Austria', 'AT'],
    ['Wien', 'Vienna, Austria', 'AT'],
    ['Gothenburg', 'Gothenburg, Sweden', 'SE'],
    ['Göteborg', 'Gothenburg, Sweden', 'SE'],
    ['Malmo', 'Malmö, Sweden', 'SE'],
    ['Malmö', 'Malmö, Sweden', 'SE'],
    ['The Hague', 'The Hague, Netherlands', 'NL'],
    ['Den Haag', 'The Hague, Netherlands', 'NL'],
    ['Athens', 'Athens, Greece', 'GR'],
    ['Seville', 'Seville, Spain', 'ES'],
    ['Sevilla', 'Seville, Spain', 'ES'],
    ['Marrakech', 'Marrakech, Morocco', 'MA'],
    ['Marrakesh', 'Marrakech, Morocco', 'MA'],
    ['Fez', 'Fez, Morocco', 'MA'],
    ['Mexico City', 'Mexico City, Mexico', 'MX'],
    ['Ciudad de México', 'Mexico City, Mexico', 'MX'],
    ['Ho Chi Minh City', 'Ho Chi Minh City, Vietnam', 'VN'],
    ['Saigon', 'Ho Chi Minh City, Vietnam', 'VN'],
    ['Montreal', 'Montréal, QC', 'CA'],
    ['Montréal', 'Montréal, QC', 'CA'],
    ['Quebec City', 'Quebec City, QC', 'CA'],
    ['Banff, Alberta', 'Banff, AB', 'CA'],
    ['Reykjavik', 'Reykjavík, Iceland', 'IS'],
    ['Reykjavík', 'Reykjavík, Iceland', 'IS'],
    ['Queenstown, NZ', 'Queenstown, New Zealand', 'NZ'],
    // South Africa's, bigger, has been Komani since 2016: the name today means New Zealand's.
    ['Queenstown', 'Queenstown, New Zealand', 'NZ'],
    ['Komani', 'Komani, South Africa', 'ZA'],
    ['Queenstown, South Africa', 'Komani, South Africa', 'ZA'],
    ['Cusco, Peru', 'Cusco, Peru', 'PE'],
    ['Cuzco', 'Cusco, Peru', 'PE'],
    ['Byron Bay, NSW', 'Byron Bay, Australia', 'AU'],
    ['Hobart, Tasmania', 'Hobart, Australia', 'AU'],
    ['Hobart, TAS', 'Hobart, Australia', 'AU'],
    // No Perth in Washington state: WA is then Western Australia.
    ['Perth, WA', 'Perth, Australia', 'AU'],
    ['Edinburgh, Scotland', 'Edinburgh, United Kingdom', 'GB'],
    ['Cardiff, Wales', 'Cardiff, United Kingdom', 'GB'],
    ['Bath, UK', 'Bath, United Kingdom', 'GB'],
    ['Vientiane, LA', 'Vientiane, Laos', 'LA'],
    // A US state code wins over the country of that code when the state has the town.
    ['Salem, IN', 'Salem, IN', 'US'],
    ['Austin TX', 'Austin, TX', 'US'],
  ];

  it.each(TABLE)('%s is %s', (input, label, country) => {
    expect(gazetteer.lookup(input)).toMatchObject({ found: true, place: { label, country, kind: 'town' } });
    // The label is a name the planner reads back as the same place.
    expect(gazetteer.resolve(label).label).toBe(label);
  });

  it('puts the everyday name on the towns a plan stops in, not the local one', async () => {
    expect(gazetteer.towns.some((town) => town.name === 'Gaillimh')).toBe(false);
    expect(gazetteer.nearestTown({ lat: 53.27, lng: -9.05 })?.name).toBe('Galway');
    const trip = await plan({
      startLocation: 'Dublin, Ireland',
      endLocation: 'Galway',
      totalDays: 3,
      themes: ['history'],
    });
    const text = JSON.stringify(trip);
    expect(text).toContain('Galway');
    expect(text).not.toMatch(/Gaillimh|Luimneach|Loch Garman/);
  });

  it('suggests a town by its everyday name, labelled so, where the local name was all there was', () => {
    const [frankfurt] = gazetteer.suggest('Frankfurt');
    expect(frankfurt).toMatchObject({ label: 'Frankfurt, Germany', kind: 'town', country: 'DE' });
    // It is Frankfurt am Main, not Frankfurt (Oder) 80 km from Berlin.
    expect(greatCircleKm(frankfurt!, { lat: 50.11, lng: 8.68 })).toBeLessThan(5);
    expect(gazetteer.suggest('Frankfurt, D').map((place) => place.label)).toContain('Frankfurt, Germany');
    expect(gazetteer.suggest('Köln')[0]?.label).toBe('Cologne, Germany');
    expect(gazetteer.suggest('Gothenb')[0]?.label).toBe('Gothenburg, Sweden');
    expect(gazetteer.suggest('Byron Bay, NSW')[0]?.label).toBe('Byron Bay, Australia');
    expect(gazetteer.suggest('Hobart, Tas')[0]?.label).toBe('Hobart, Australia');
  });
});

describe('one name, several places', () => {
  it('counts where travellers go as well as size: Banff is the Rockies town, not the Scottish one', () => {
    // Banff, Alberta and Banff, Aberdeenshire are of a size; our sights name the Alberta one as their town.
    expect(gazetteer.resolve('Banff')).toMatchObject({ label: 'Banff, AB', country: 'CA' });
    // A far bigger namesake still wins on size alone.
    expect(gazetteer.resolve('Perth').country).toBe('AU');
  });

  it('takes the far bigger one, and asks, each with its country, when two are of a similar size', () => {
    // Frankfurt am Main has ten times the people of Frankfurt (Oder).
    expect(found(gazetteer.lookup('Frankfurt'))?.lat).toBeCloseTo(50.1, 1);
    const springfield = gazetteer.lookup('Springfield');
    expect(springfield).toMatchObject({
      found: false,
      options: ['Springfield, MO', 'Springfield, MA', 'Springfield, IL'],
    });
    expect(springfield.found ? '' : springfield.message).toContain('Add the state, like "Springfield, MO"');
    // Newcastle in South Africa, Australia and the US: options with their country, as the suggester shows them.
    const newcastle = gazetteer.lookup('Newcastle');
    expect(newcastle.found).toBe(false);
    const options = newcastle.found ? [] : newcastle.options;
    expect(options).toEqual(expect.arrayContaining(['Newcastle, South Africa', 'Newcastle, Australia']));
    expect(newcastle.found ? '' : newcastle.message).toContain('Add the state or country');
    for (const option of options) expect(gazetteer.resolve(option).label).toBe(option);
  });

  it('says where a big city outside the finder countries is instead of taking a small namesake', () => {
    expect(gazetteer.lookup('Moscow')).toMatchObject({
      found: false,
      options: ['Moscow, ID', 'Moscow, PA'],
      message:
        'Moscow is in Russia, where Byway does not plan trips yet. Did you mean Moscow, ID or Moscow, PA?',
    });
    expect(gazetteer.lookup('Prague')).toMatchObject({ found: false, options: ['Prague, OK'] });
    expect(messageOf('Copenhagen')).toBe(
      'Copenhagen is in Denmark, where Byway does not plan trips yet. The nearest town it plans from is "Malmö, Sweden".',
    );
    expect(messageOf('Lviv, Ukraine')).toMatch(/^Lviv is in Ukraine, where Byway does not plan trips yet\./);
    expect(messageOf('Bruges')).toMatch(/^Bruges is in Belgium/);
    // Not 'Krakow am See', a German village whose short form it would be.
    expect(messageOf('Krakow')).toMatch(/^Kraków is in Poland, where Byway does not plan trips yet\./);
    // Asked for by its state, the small namesake is what the traveller means.
    expect(gazetteer.resolve('Moscow, ID')).toMatchObject({ country: 'US', state: 'ID' });
  });
});

describe('messages in the traveller’s terms', () => {
  it('keeps the US wording for US-looking text and names a town of the country the text names', () => {
    expect(messageOf('Xqzvplk, UT')).toBe(
      `We couldn't find "Xqzvplk, UT". Try a town and state, like "Austin, TX", or a national park.`,
    );
    expect(messageOf('Xqzvplk TX')).toContain('a town and state, like "Austin, TX"');
    // 'GA' is Georgia before it is Gabon.
    expect(messageOf('Xqzvplk, GA')).toContain('a town and state, like "Austin, TX"');
    expect(messageOf('Xqzvplk, Germany')).toBe(
      `We couldn't find "Xqzvplk, Germany". Try a town and country, like "Berlin, Germany", or a national park.`,
    );
    expect(messageOf('Xqzvplk, France')).toContain('Try a town and country, like "Paris, France"');
    expect(messageOf('Xqzvplk, Australia')).not.toContain('Austin');
    expect(messageOf('Xqzvplk')).toBe(
      `We couldn't find "Xqzvplk". Try a town with its state or country, like "Austin, TX" or "Lyon, France", or a national park.`,
    );
  });

  it('asks for a place with an example from each side when nothing was typed', () => {
    const blank = 'Please enter a place, like "Austin, TX" or "Lyon, France".';
    expect(messageOf('   ')).toBe(blank);
    // The same words where the API refuses a blank place check.
    const parsed = placeQuerySchema.safeParse('   ');
    expect(parsed.success ? '' : parsed.error.issues[0]?.message).toBe(blank);
  });

  it('answers a whole country or state with a town in it, and a country outside the finder as such', () => {
    expect(messageOf('Germany')).toBe(
      '"Germany" is a whole country: try a town or national park in it, like "Berlin, Germany".',
    );
    expect(messageOf('Texas')).toBe(
      '"Texas" is a whole state: try a town or national park in it, like "Houston, TX".',
    );
    expect(messageOf('Czechia')).toMatch(/^Byway does not plan trips in Czechia yet\./);
    expect(messageOf('Prague, Czech Republic')).toMatch(
      /^Prague is in Czechia, where Byway does not plan trips yet\./,
    );
  });
});
