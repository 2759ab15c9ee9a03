/**
 * How many places the catalogue holds in each trip-finder country, and how many name their sources:
 * `npx tsx services/ai/scripts/catalogue-counts.ts` prints the README's table.
 */
import { CONTINENTS } from '@byway/contracts/rules';
import { catalogue } from '../src/data/catalogue.js';

const { places } = catalogue();
const rows: string[] = [];
for (const continent of CONTINENTS) {
  const counts = continent.countries.map(({ iso2, name }) => {
    const here = places.filter((place) => place.country === iso2);
    const sourced = here.filter((place) => place.sources?.length).length;
    return `${name} ${here.length}${sourced < here.length ? ` (${sourced} sourced)` : ''}`;
  });
  rows.push(`| ${continent.name} | ${counts.join(', ')} |`);
}
const sourced = places.filter((place) => place.sources?.length).length;
console.log(`${places.length} places, ${sourced} with their sources named.\n`);
console.log('| Continent | Places per country |\n| --- | --- |');
console.log(rows.join('\n'));
