import { describe, expect, it } from 'vitest';
import { createStopAnalyst } from '../src/domain/insights/stop-analysis.js';
import { data, gazetteer } from './support/planner.js';

// The stop dialog's distances read in the unit of the country the stop is in.
describe('stop analysis distances', () => {
  const analyst = createStopAnalyst({ places: data.places, regions: data.regions, gazetteer });

  it('reads km around the Colosseum and miles around Arches', () => {
    const rome = analyst.analyze({ name: 'Colosseum' });
    expect(rome.nearbyAttractions.length).toBeGreaterThan(0);
    for (const line of rome.nearbyAttractions) expect(line).toMatch(/\(\d[\d,]* km away, estimated\)$/);

    const arches = analyst.analyze({ name: 'Arches National Park' });
    expect(arches.nearbyAttractions.length).toBeGreaterThan(0);
    for (const line of arches.nearbyAttractions) expect(line).toMatch(/\(\d[\d,]* mi away, estimated\)$/);
    expect(arches.howToGetThere).toMatch(/\d mi, estimated\)/);
  });
});
