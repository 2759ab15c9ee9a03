import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../src/domain/geo/distance.js';
import { gazetteer } from './support/planner.js';

/**
 * Issue 11: the places travellers drive to resolve. Every US national park by its name, and the gateway
 * town travellers sleep in by 'Town, ST', near the park (fly-in parks: within reach of their air or
 * ferry base). Not listed: the National Park of American Samoa and Virgin Islands National Park, islands
 * with no road trip to them.
 *
 * Gateway null: the town shares its name with a larger town elsewhere in the US (Springdale, AR;
 * Ashford, AL), and the gazetteer only names a place's town when the country has no town of that name.
 */
const PARKS: [park: string, gateway: string | null][] = [
  ['Acadia National Park', 'Bar Harbor, ME'],
  ['Arches National Park', 'Moab, UT'],
  ['Badlands National Park', 'Interior, SD'],
  ['Big Bend National Park', 'Terlingua, TX'],
  ['Biscayne National Park', 'Homestead, FL'],
  ['Black Canyon of the Gunnison National Park', 'Montrose, CO'],
  ['Bryce Canyon National Park', 'Bryce Canyon City, UT'],
  ['Canyonlands National Park', 'Moab, UT'],
  ['Capitol Reef National Park', 'Torrey, UT'],
  ['Carlsbad Caverns National Park', 'Whites City, NM'],
  ['Channel Islands National Park', 'Ventura, CA'],
  ['Congaree National Park', 'Hopkins, SC'],
  ['Crater Lake National Park', null],
  ['Cuyahoga Valley National Park', 'Peninsula, OH'],
  ['Death Valley National Park', 'Furnace Creek, CA'],
  ['Denali National Park', 'Healy, AK'],
  ['Dry Tortugas National Park', 'Key West, FL'],
  ['Everglades National Park', 'Homestead, FL'],
  ['Gates of the Arctic National Park', 'Bettles, AK'],
  ['Gateway Arch National Park', 'St. Louis, MO'],
  ['Glacier National Park', 'West Glacier, MT'],
  ['Glacier Bay National Park', 'Gustavus, AK'],
  ['Grand Canyon National Park', 'Tusayan, AZ'],
  ['Grand Teton National Park', 'Moose, WY'],
  ['Great Basin National Park', null],
  ['Great Sand Dunes National Park', 'Mosca, CO'],
  ['Great Smoky Mountains National Park', 'Gatlinburg, TN'],
  ['Guadalupe Mountains National Park', null],
  ['Haleakala National Park', 'Kula, HI'],
  ['Hawaii Volcanoes National Park', 'Volcano, HI'],
  ['Hot Springs National Park', 'Hot Springs, AR'],
  ['Indiana Dunes National Park', 'Porter, IN'],
  ['Isle Royale National Park', 'Houghton, MI'],
  ['Joshua Tree National Park', 'Twentynine Palms, CA'],
  ['Katmai National Park', 'King Salmon, AK'],
  ['Kenai Fjords National Park', 'Seward, AK'],
  ['Kings Canyon National Park', null],
  ['Kobuk Valley National Park', 'Kotzebue, AK'],
  ['Lake Clark National Park', 'Port Alsworth, AK'],
  ['Lassen Volcanic National Park', 'Mineral, CA'],
  ['Mammoth Cave National Park', 'Cave City, KY'],
  ['Mesa Verde National Park', 'Cortez, CO'],
  ['Mount Rainier National Park', null],
  ['New River Gorge National Park', 'Fayetteville, WV'],
  ['North Cascades National Park', 'Newhalem, WA'],
  ['Olympic National Park', 'Port Angeles, WA'],
  ['Petrified Forest National Park', 'Holbrook, AZ'],
  ['Pinnacles National Park', 'Soledad, CA'],
  ['Redwood National Park', 'Orick, CA'],
  ['Rocky Mountain National Park', 'Estes Park, CO'],
  ['Saguaro National Park', 'Tucson, AZ'],
  ['Sequoia National Park', 'Three Rivers, CA'],
  ['Shenandoah National Park', 'Luray, VA'],
  ['Theodore Roosevelt National Park', 'Medora, ND'],
  ['Voyageurs National Park', 'International Falls, MN'],
  ['White Sands National Park', 'Alamogordo, NM'],
  ['Wind Cave National Park', 'Hot Springs, SD'],
  ['Wrangell-St. Elias National Park', 'McCarthy, AK'],
  ['Yellowstone National Park', 'West Yellowstone, MT'],
  ['Yosemite National Park', null],
  ['Zion National Park', null],
];

/** National monuments on road trips that the catalogue lacked. */
const MONUMENTS = [
  'Hovenweep National Monument',
  'Navajo National Monument',
  'Grand Staircase-Escalante National Monument',
  'Tonto National Monument',
  'Tuzigoot National Monument',
  'Vermilion Cliffs National Monument',
  'John Day Fossil Beds National Monument',
  'El Malpais National Monument',
  'Casa Grande Ruins National Monument',
  'Newberry National Volcanic Monument',
  'Canyons of the Ancients National Monument',
  'Chimney Rock National Monument',
  'Hagerman Fossil Beds National Monument',
  'Fort Pulaski National Monument',
  'Poverty Point National Monument',
];

describe('US national parks and monuments (issue 11)', () => {
  it('finds 61 national parks by name, and their gateway towns near them', () => {
    expect(PARKS).toHaveLength(61);
    for (const [name, gateway] of PARKS) {
      const park = gazetteer.resolve(name);
      if (!gateway) continue;
      const town = gazetteer.resolve(gateway);
      expect(town.kind, gateway).toBe('town');
      // Fly-in and ferry parks are reached from a base up to a few hundred km away.
      expect(greatCircleKm(park, town), `${gateway} for ${name}`).toBeLessThan(200);
    }
  });

  it("answers 'Glacier National Park' and 'West Glacier, MT' instead of 'We couldn't find'", () => {
    const park = gazetteer.resolve('Glacier National Park');
    expect(park).toMatchObject({ kind: 'landmark', state: 'MT' });
    expect(greatCircleKm(park, gazetteer.resolve('West Glacier, MT'))).toBeLessThan(30);
  });

  it('finds the national monuments road-trippers drive to', () => {
    for (const name of MONUMENTS) expect(gazetteer.resolve(name).kind, name).toBe('landmark');
  });
});
