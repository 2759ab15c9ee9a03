/**
 * Which unit a traveller reads distances in, and how a distance is written. The plan keeps kilometres as
 * numbers; every screen and export formats them here, so a Rome to Florence trip reads '280 km' on the
 * card, the forecast and the GPX alike, and Denver to Moab '354 mi'.
 */

export const KM_PER_MILE = 1.609344;

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** The profile's choice: a unit, or 'country' for the unit of the country the trip starts in. */
export const DISTANCE_UNIT_PREFERENCES = ['country', 'mi', 'km'] as const;
export type DistanceUnitPreference = (typeof DISTANCE_UNIT_PREFERENCES)[number];

export const DISTANCE_UNIT_PREFERENCE_LABELS: Readonly<Record<DistanceUnitPreference, string>> = {
  country: 'As the country uses',
  mi: 'Miles',
  km: 'Kilometres',
};

/**
 * Countries whose road signs give distances in miles (ISO 3166-1 alpha-2): the US and its territories,
 * the UK with its Crown dependencies and overseas territories, Liberia, Myanmar, and the Caribbean and
 * Pacific states that kept mph signs (Wikipedia, 'Miles per hour', read 2026-11). Everywhere else: km.
 */
const MILES_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  'GB',
  'IM',
  'JE',
  'GG',
  'AI',
  'VG',
  'KY',
  'FK',
  'MS',
  'TC',
  'SH',
  'LR',
  'MM',
  'AG',
  'BS',
  'BZ',
  'DM',
  'GD',
  'KN',
  'LC',
  'VC',
  'WS',
]);

/** The unit a country's road signs use; miles when the country is unknown (trips stored before units). */
export function distanceUnitOfCountry(countryCode: string | null | undefined): DistanceUnit {
  if (!countryCode) return 'mi';
  return MILES_COUNTRIES.has(countryCode.trim().toUpperCase()) ? 'mi' : 'km';
}

/** The traveller's preference wins; 'country' (or none) keeps the trip's own unit. */
export function chooseDistanceUnit(
  tripUnit: DistanceUnit,
  preference: DistanceUnitPreference | null | undefined,
): DistanceUnit {
  return preference === 'mi' || preference === 'km' ? preference : tripUnit;
}

export const kmToMiles = (km: number): number => km / KM_PER_MILE;
export const milesToKm = (miles: number): number => miles * KM_PER_MILE;

/** A distance in whole units with thousands separators: '280 km', '1,204 mi', '1 mi'. */
export function formatDistance(km: number, unit: DistanceUnit): string {
  const value = Math.max(0, Math.round(unit === 'mi' ? kmToMiles(km) : km));
  return `${value.toLocaleString('en-US')} ${unit}`;
}

/**
 * Kilometres from a distance written as text before plans carried numbers ('412 miles', '1,204 mi',
 * '280 km'); null when the text holds no distance.
 */
export function kmFromDistanceText(text: string | null | undefined): number | null {
  const match = /([\d,]+(?:\.\d+)?)\s*(miles?|mi|km|kilomet(?:re|er)s?)\b/i.exec(text ?? '');
  if (!match?.[1] || !match[2]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return /^k/i.test(match[2]) ? value : milesToKm(value);
}

/** A rough distance to the nearest 10 in its unit, labelled so: 'About 1,630 km (estimate)', 'About 70 mi (estimate)'. */
export function formatDistanceEstimate(km: number, unit: DistanceUnit): string {
  const tens = (value: number) => Math.round(value / 10) * 10;
  const rounded = unit === 'mi' ? milesToKm(tens(kmToMiles(km))) : tens(km);
  return `About ${formatDistance(rounded, unit)} (estimate)`;
}
