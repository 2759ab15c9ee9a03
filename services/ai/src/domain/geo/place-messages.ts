import { countryName } from './place-qualifiers.js';

/**
 * What the planner says when a place cannot be used, in the traveller's terms. The traveller's country is
 * what the text itself says: its qualifier ('…, Germany', '…, TX', 'Austin TX'), or the country it names.
 * The other end of the trip and the profile's home are not known here (each place is checked on its own and
 * the ai service has no profile), so text that says nothing of its country gets an example from each side.
 */

/** The example every message falls back on; the builder's hint names the same two. */
export const US_EXAMPLE = 'Austin, TX';
export const ABROAD_EXAMPLE = 'Lyon, France';

export type PlaceLookupFailure = { found: false; input: string; message: string; options: string[] };

/**
 * Where the text says the place is: 'US' for US-looking text (a state, 'USA'), a country code for a country
 * or one of its regions, undefined when it does not say.
 */
export type TravellerCountry = string | undefined;

/** A place we do not know. `example` is a town of the traveller's country that resolves ('Berlin, Germany'). */
export function unknownPlace(input: string, country: TravellerCountry, example?: string): PlaceLookupFailure {
  const how =
    country === 'US'
      ? `a town and state, like "${US_EXAMPLE}"`
      : country
        ? `a town and country, like "${example ?? ABROAD_EXAMPLE}"`
        : `a town with its state or country, like "${US_EXAMPLE}" or "${ABROAD_EXAMPLE}"`;
  return {
    found: false,
    input,
    options: [],
    message: `We couldn't find "${input}". Try ${how}, or a national park.`,
  };
}

/** A whole country or state typed where a town belongs ('Germany', 'Texas'); `example` is a town in it. */
export function countryInstead(
  input: string,
  area: { country: string; admin?: string },
  example: string,
): PlaceLookupFailure {
  const what = !area.admin
    ? 'country'
    : area.country === 'US'
      ? 'state'
      : area.country === 'CA'
        ? 'province'
        : 'region';
  return {
    found: false,
    input,
    options: [],
    message: `"${input}" is a whole ${what}: try a town or national park in it, like "${example}".`,
  };
}

/**
 * A place in a country the planner does not cover ('Prague', 'Lviv, Ukraine'). `options` are covered places of
 * the same name ('Moscow, ID'), `nearby` a covered town near it to start from instead.
 */
export function outsideCoverage(
  input: string,
  place: { name?: string; country: string },
  options: string[],
  nearby?: string,
): PlaceLookupFailure {
  const where = countryName(place.country);
  const what = place.name
    ? `${place.name} is in ${where}, where Byway does not plan trips yet.`
    : `Byway does not plan trips in ${where} yet.`;
  const instead = options.length
    ? ` Did you mean ${listed(options)}?`
    : nearby
      ? ` The nearest town it plans from is "${nearby}".`
      : ` Try a town in a country the trip finder offers, like "${ABROAD_EXAMPLE}".`;
  return {
    found: false,
    input,
    options,
    message: `${what}${instead}`,
  };
}

/** Several places of one name, each labelled with its state or country. */
export function ambiguous(
  input: string,
  options: string[],
  countries: readonly string[],
): PlaceLookupFailure {
  const add = countries.every((code) => code === 'US')
    ? 'the state'
    : countries.some((code) => code === 'US')
      ? 'the state or country'
      : 'the country';
  return {
    found: false,
    input,
    options,
    message: `"${input}" could mean ${listed(options)}. Add ${add}, like "${options[0]}".`,
  };
}

function listed(options: readonly string[]): string {
  return options.length > 1 ? `${options.slice(0, -1).join('; ')} or ${options.at(-1)}` : options.join('');
}
