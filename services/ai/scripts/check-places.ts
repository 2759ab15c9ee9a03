/**
 * Validates authored data files: `npx tsx services/ai/scripts/check-places.ts <file.json>...`
 * (places/*.json, regions/*.json, annual-events.json). With no arguments, checks every file.
 */
import { basename, dirname } from 'node:path';
import { annualEventSchema, placeSchema, regionSchema } from '../src/data/catalogue-schema.js';
import { placeFiles, placeProblems, readJsonArray, regionFiles } from '../src/data/catalogue.js';
import { kmOutside } from '../src/domain/geo/outlines.js';

const files = process.argv.slice(2);
const targets = files.length
  ? files
  : [
      ...placeFiles(),
      ...regionFiles(),
      new URL('../src/data/annual-events.json', import.meta.url).pathname,
    ];

let failed = false;
for (const file of targets) {
  try {
    let problems: string[] = [];
    let count = 0;
    if (basename(dirname(file)) === 'regions') {
      const regions = readJsonArray(file, regionSchema);
      count = regions.length;
      const seen = new Set<string>();
      for (const region of regions) {
        if (seen.has(region.id)) problems.push(`${region.id}: listed twice`);
        seen.add(region.id);
      }
    } else if (basename(file) === 'annual-events.json') {
      const events = readJsonArray(file, annualEventSchema);
      count = events.length;
      for (const event of events) {
        const off = kmOutside(event, event.country, event.country === 'US' ? event.region : undefined);
        if (off === undefined || off > 8)
          problems.push(`${event.id}: not inside ${event.region ?? event.country}`);
      }
    } else {
      const places = readJsonArray(file, placeSchema);
      count = places.length;
      problems = placeProblems(places);
    }
    console.log(`${file}: ${count} entries, ${problems.length} problems`);
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length) failed = true;
  } catch (error) {
    failed = true;
    console.log(error instanceof Error ? error.message : String(error));
  }
}
process.exitCode = failed ? 1 : 0;
