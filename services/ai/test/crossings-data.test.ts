import { describe, expect, it } from 'vitest';
import { catalogue, crossingsData } from '../src/data/catalogue.js';
import { crossingsFileSchema, type Place } from '../src/data/catalogue-schema.js';
import { islandOf, MAINLAND, nodeOf, waterRoute } from '../src/domain/geo/crossings.js';
import { greatCircleKm, type LatLng } from '../src/domain/geo/distance.js';
import { landmassAt } from '../src/domain/geo/landmasses.js';
import { readFileSync } from 'node:fs';

/**
 * Keeps crossings.json truthful and complete: every island the catalogue reaches is either listed (with
 * its ferries and car trains) or joined to a continent by a named bridge or tunnel below, so a new place on
 * a new island fails here until someone classifies it (run `npx tsx services/ai/scripts/islands-report.ts`).
 */

/** The continents' land polygons: Afro-Eurasia, North America, South America. */
const CONTINENT_POINTS: LatLng[] = [
  { lat: 48.8566, lng: 2.3522 }, // Paris
  { lat: 39.7392, lng: -104.9903 }, // Denver
  { lat: -12.0464, lng: -77.0428 }, // Lima
];

/** Islands joined to a continent by a bridge, tunnel or causeway: part of its road network, so not listed. */
const FIXED_LINKS: { name: string; point: LatLng; link: string }[] = [
  {
    name: 'Manhattan',
    point: { lat: 40.774, lng: -73.9712 },
    link: 'George Washington Bridge, Lincoln and Holland Tunnels',
  },
  {
    name: 'Long Island',
    point: { lat: 40.5749, lng: -73.9859 },
    link: 'Verrazzano-Narrows, Throgs Neck and Whitestone bridges',
  },
  {
    name: 'Aquidneck Island (Newport)',
    point: { lat: 41.4699, lng: -71.2982 },
    link: 'Newport Pell Bridge, Sakonnet River Bridge',
  },
  { name: 'Mount Desert Island', point: { lat: 44.3524, lng: -68.2248 }, link: 'Trenton Bridge' },
  {
    name: 'Island of Montreal',
    point: { lat: 45.504, lng: -73.5874 },
    link: 'Samuel De Champlain and Jacques Cartier bridges',
  },
  { name: "Île d'Orléans", point: { lat: 46.9167, lng: -70.9667 }, link: "Pont de l'Île-d'Orléans" },
  { name: 'Cape Breton Island', point: { lat: 46.1033, lng: -60.7475 }, link: 'Canso Causeway' },
  { name: 'Prince Edward Island', point: { lat: 46.4895, lng: -63.3835 }, link: 'Confederation Bridge' },
  { name: 'Key West', point: { lat: 24.5512, lng: -81.8006 }, link: 'Overseas Highway (US 1)' },
  { name: 'Key Largo', point: { lat: 25.1249, lng: -80.4058 }, link: 'Overseas Highway (US 1)' },
  {
    name: 'Vaca Key and the Middle Keys',
    point: { lat: 24.7061, lng: -81.119 },
    link: 'Overseas Highway, Seven Mile Bridge',
  },
  { name: 'Bahia Honda Key', point: { lat: 24.6588, lng: -81.2786 }, link: 'Overseas Highway (US 1)' },
  { name: 'Sanibel Island', point: { lat: 26.4476, lng: -82.1126 }, link: 'Sanibel Causeway' },
  { name: 'Merritt Island', point: { lat: 28.5232, lng: -80.6818 }, link: 'NASA Causeway, Bennett Causeway' },
  { name: 'Santa Rosa Island', point: { lat: 30.3271, lng: -87.2905 }, link: 'Pensacola Beach Bridge' },
  { name: 'Galveston Island', point: { lat: 29.2945, lng: -94.787 }, link: 'Galveston Causeway (I-45)' },
  { name: 'Padre Island', point: { lat: 27.4258, lng: -97.3009 }, link: 'JFK Causeway' },
  { name: 'Hatteras Island', point: { lat: 35.2508, lng: -75.5288 }, link: 'Marc Basnight Bridge' },
  { name: 'Chincoteague Island', point: { lat: 37.9125, lng: -75.3555 }, link: 'Chincoteague Causeway' },
  {
    name: 'Santa Catarina Island (Florianópolis)',
    point: { lat: -27.603, lng: -48.467 },
    link: 'Pedro Ivo Campos and Colombo Salles bridges',
  },
  { name: 'Venice', point: { lat: 45.4341, lng: 12.3388 }, link: 'Ponte della Libertà' },
  { name: 'Rügen', point: { lat: 54.5739, lng: 13.6642 }, link: 'Rügen Bridge (Strelasund Crossing)' },
  { name: 'Öland', point: { lat: 56.868, lng: 16.641 }, link: 'Öland Bridge' },
  { name: 'Čiovo (Trogir)', point: { lat: 43.517, lng: 16.251 }, link: 'Čiovo Bridge' },
  {
    name: 'Averøy',
    point: { lat: 63.0155, lng: 7.355 },
    link: 'Atlantic Ocean Road and Atlantic Ocean Tunnel',
  },
  { name: 'Djerba', point: { lat: 33.8144, lng: 10.8589 }, link: 'El Kantara causeway' },
  { name: 'Phuket', point: { lat: 7.8276, lng: 98.3128 }, link: 'Sarasin and Thao Thep Krasattri bridges' },
  {
    name: 'Penang Island',
    point: { lat: 5.4244, lng: 100.2689 },
    link: 'Penang Bridge, Sultan Abdul Halim Muadzam Shah Bridge',
  },
];

/** Places the 1:10m land layer leaves in the sea that stand on a continent's road network. */
const AT_SEA_ON_A_CONTINENT: Record<string, string> = {
  'alesund-aksla': 'Ålesund stands on islands joined to the mainland by bridges and tunnels',
  taejongdae: 'Yeongdo, Busan, joined to the city by the Yeongdo and Busan Harbor bridges',
  afsluitdijk: 'a dam that carries the A7 motorway',
  'oosterscheldekering-neeltje-jans': 'a storm barrier that carries the N57',
  jokkmokk: 'inland Lapland: landmassAt misses Eurasia between 65.07°N and 68.98°N',
  kiruna: 'inland Lapland: landmassAt misses Eurasia between 65.07°N and 68.98°N',
  'abisko-national-park': 'inland Lapland: landmassAt misses Eurasia between 65.07°N and 68.98°N',
  'icehotel-jukkasjarvi': 'inland Lapland: landmassAt misses Eurasia between 65.07°N and 68.98°N',
};

/** Listed islands no car can reach from anywhere else: boats for people only, or no ferry at all. */
const NO_CAR_CROSSING: Record<string, string> = {
  oahu: 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  maui: 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  'hawaii-island': 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  kauai: 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  molokai: 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  lanai: 'Hawaiʻi has no inter-island car ferry since the Hawaii Superferry stopped in 2009',
  'sri-lanka': 'no car ferry to India',
  'new-guinea': 'no car ferry to Australia or Asia',
  marstrand: 'car-free; a passenger ferry from Koön',
  'coron-island': 'boats for people from Coron town only',
  boracay: 'passenger boats from Caticlan',
  corregidor: 'passenger ferries from Manila and Mariveles',
  'phang-nga-bay-islets': 'boat tours only',
  changuu: 'boats from Stone Town',
  'mackinac-island': 'motor vehicles are banned; passenger ferries from Mackinaw City and St. Ignace',
  'isle-royale': 'no roads; passenger ferries and seaplanes',
  'santa-catalina-island': 'visitor cars are not allowed; passenger ferries from Long Beach and San Pedro',
  'dry-tortugas': 'a passenger ferry or seaplane from Key West',
  'ambergris-caye': 'water taxis and flights from Belize City',
  'ilha-grande': 'no cars allowed; boats from Angra dos Reis and Conceição de Jacareí',
  tinhare: 'Morro de São Paulo is car-free; boats from Salvador',
  'rosario-islands': 'boats from Cartagena',
  'whitsunday-island': 'an uninhabited national park; boats from Airlie Beach',
  pangaimotu: 'an islet off Nukuʻalofa; day boats only',
  'kapa-vavau': "Swallows' Cave is reached by boat tours from Neiafu",
  'nuapapu-vavau': "Mariner's Cave is reached by boat tours from Neiafu",
};

/** Listed islands whose real car ferries could not be sourced yet: a car cannot reach them in the model. */
const CROSSING_NOT_SOURCED: Record<string, string> = {
  'isle-of-wight': 'Wightlink and Red Funnel car ferries',
  ibiza: 'Baleària and Trasmed car ferries from Dénia, Valencia, Barcelona and Palma',
  tenerife: 'Naviera Armas and Fred. Olsen car ferries',
  'gran-canaria': 'Naviera Armas and Fred. Olsen car ferries',
  corfu: 'car ferries from Igoumenitsa',
  saaremaa: 'the Virtsu–Kuivastu car ferry (only http pages found)',
  hiiumaa: 'the Rohuküla–Heltermaa car ferry',
  miyajima: 'the JR and Aqua Net ferries from Miyajimaguchi',
  sulawesi: 'Indonesian car ferries from Kalimantan and Java',
  borneo: 'Indonesian car ferries from Java; none to Peninsular Malaysia',
  mindanao: 'the Liloan/Benit–Lipata RoRo from Leyte (only http pages found)',
  cebu: 'RoRo ferries from Leyte, Bohol and Negros',
  bohol: 'RoRo ferries from Cebu',
  palawan: 'RoRo ferries from Luzon and Mindoro',
  langkawi: 'the vehicle ferry from Kuala Perlis',
  unguja: 'Azam Marine ferries from Dar es Salaam',
  'revillagigedo-island': 'the Alaska Marine Highway from Bellingham and Prince Rupert',
  'baranof-island': 'the Alaska Marine Highway',
  nantucket: 'the Steamship Authority from Hyannis',
  'block-island': 'the Block Island Ferry from Point Judith',
  'isla-mujeres': 'the Punta Sam car ferry',
  'tierra-del-fuego': 'the Primera Angostura and Punta Arenas–Porvenir car ferries',
  kgari: 'the vehicle barges from River Heads and Inskip Point',
  taveuni: 'ferries from Vanua Levu (vehicles not confirmed)',
  ovalau: 'the Patterson Brothers Natovi–Buresala car ferry (only http pages found)',
  tongatapu: "inter-island ferries to 'Eua and Vava'u",
  eua: 'the ferry from Nukuʻalofa',
  vavau: 'the ferry from Nukuʻalofa',
  efate: 'inter-island ships to Espiritu Santo and Tanna',
  'espiritu-santo': 'inter-island ships from Port Vila',
  tanna: 'inter-island ships from Port Vila',
  'new-britain': 'ships from Lae',
};

const { islands, crossings } = crossingsData();
const continents = new Set(CONTINENT_POINTS.map((point) => landmassAt(point)));
const byCar = (from: LatLng, to: LatLng) => greatCircleKm(from, to) / 80;
const route = (a: LatLng, b: LatLng) => waterRoute(a, b, byCar);

describe('crossings.json', () => {
  it('parses', () => {
    const raw: unknown = JSON.parse(
      readFileSync(new URL('../src/data/crossings.json', import.meta.url), 'utf8'),
    );
    expect(() => crossingsFileSchema.parse(raw)).not.toThrow();
  });

  it('puts every island on land, unless it is an islet given a radius', () => {
    const atSea = islands.filter(
      (island) => island.radiusKm === undefined && landmassAt(island) === undefined,
    );
    expect(atSea.map((island) => island.name)).toEqual([]);
  });

  it('never lists a continent or one land polygon under two ids', () => {
    const owner = new Map<number, string>();
    const problems: string[] = [];
    for (const island of islands) {
      if (island.radiusKm !== undefined) continue;
      const index = landmassAt(island) as number;
      if (continents.has(index)) problems.push(`${island.id} is a continent`);
      const seen = owner.get(index);
      if (seen && seen !== island.id) problems.push(`${island.id} and ${seen} share polygon ${index}`);
      owner.set(index, island.id);
    }
    expect(problems).toEqual([]);
  });

  it('links two different pieces of land by each crossing, from ports on land, under unique ids', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const crossing of crossings) {
      if (ids.has(crossing.id)) problems.push(`${crossing.id} is used twice`);
      ids.add(crossing.id);
      if (nodeOf(crossing.from) === nodeOf(crossing.to)) {
        problems.push(`${crossing.id}: both ports are on ${nodeOf(crossing.from)}`);
      }
      for (const port of [crossing.from, crossing.to]) {
        if (landmassAt(port) === undefined) problems.push(`${crossing.id}: ${port.port} is at sea`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every listed island a crossing, or says why it has none', () => {
    const linked = new Set(crossings.flatMap((crossing) => [nodeOf(crossing.from), nodeOf(crossing.to)]));
    const missing = [...new Set(islands.map((island) => island.id))].filter(
      (id) => !linked.has(id) && !(id in NO_CAR_CROSSING) && !(id in CROSSING_NOT_SOURCED),
    );
    expect(missing).toEqual([]);
    const stale = [...Object.keys(NO_CAR_CROSSING), ...Object.keys(CROSSING_NOT_SOURCED)].filter(
      (id) => !islands.some((island) => island.id === id) || linked.has(id),
    );
    expect(stale).toEqual([]);
  });

  it('classifies the land under every catalogue place: a continent, a listed island, or a fixed link', () => {
    const fixed = new Map(FIXED_LINKS.map((link) => [landmassAt(link.point), link]));
    const unfixed = FIXED_LINKS.filter((link) => {
      const index = landmassAt(link.point);
      return index === undefined || continents.has(index) || islandOf(link.point) !== undefined;
    });
    expect(unfixed.map((link) => link.name)).toEqual([]);
    const unclassified = catalogue().places.filter((place: Place) => {
      const index = landmassAt(place);
      if (index === undefined) return !islandOf(place) && !(place.id in AT_SEA_ON_A_CONTINENT);
      return !continents.has(index) && !islandOf(place) && !fixed.has(index);
    });
    expect(unclassified.map((place) => `${place.id} (${place.lat}, ${place.lng})`)).toEqual([]);
  }, 120_000);
});

describe('water routes', () => {
  const wellington = { lat: -41.2865, lng: 174.7762 };
  const christchurch = { lat: -43.5321, lng: 172.6362 };

  it('crosses Cook Strait on a car ferry from Wellington to Christchurch', () => {
    const taken = route(wellington, christchurch)?.crossings.map(({ crossing }) => crossing.id);
    expect(taken).toHaveLength(1);
    expect(['interislander', 'bluebridge']).toContain(taken?.[0]);
    expect(crossings.some((crossing) => crossing.id === 'interislander')).toBe(true);
  });

  it('crosses the Channel from London to Paris', () => {
    const taken = route({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })?.crossings;
    expect(taken).toHaveLength(1);
    expect(['dover-calais', 'le-shuttle']).toContain(taken?.[0]?.crossing.id);
  });

  it('finds no way to drive from Honolulu to Kahului (Maui)', () => {
    expect(route({ lat: 21.3069, lng: -157.8583 }, { lat: 20.8893, lng: -156.4729 })).toBeNull();
  });

  it('needs no crossing from Copenhagen to Odense (Great Belt Fixed Link)', () => {
    expect(route({ lat: 55.6761, lng: 12.5683 }, { lat: 55.4038, lng: 10.4024 })).toBeUndefined();
    expect(nodeOf({ lat: 55.6761, lng: 12.5683 })).toBe(MAINLAND);
  });

  it('takes the Spirit of Tasmania from Melbourne to Hobart', () => {
    const taken = route({ lat: -37.8136, lng: 144.9631 }, { lat: -42.8821, lng: 147.3272 })?.crossings;
    expect(taken?.map(({ crossing }) => crossing.id)).toEqual(['spirit-of-tasmania']);
  });

  it('takes a Fiji ferry from Nadi to Savusavu', () => {
    const taken = route({ lat: -17.7765, lng: 177.4356 }, { lat: -16.7797, lng: 179.3333 })?.crossings;
    expect(taken?.map(({ crossing }) => crossing.id)).toEqual(['natovi-savusavu']);
  });

  it('crosses four straits from Yogyakarta to Kelimutu (Flores)', () => {
    const taken = route({ lat: -7.7956, lng: 110.3695 }, { lat: -8.77, lng: 121.82 })?.crossings;
    expect(taken?.map(({ crossing }) => crossing.id)).toEqual([
      'ketapang-gilimanuk',
      'padangbai-lembar',
      'kayangan-poto-tano',
      'sape-labuan-bajo',
    ]);
  });

  it('crosses the Bali Strait from Yogyakarta to Denpasar', () => {
    const taken = route({ lat: -7.7956, lng: 110.3695 }, { lat: -8.6705, lng: 115.2126 })?.crossings;
    expect(taken?.map(({ crossing }) => crossing.id)).toEqual(['ketapang-gilimanuk']);
  });
});
