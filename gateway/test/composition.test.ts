import { describe, expect, it } from 'vitest';
import { composeSupergraph, readCheckedInSupergraph } from '../src/supergraph/compose.js';

describe('supergraph composition', () => {
  it('composes the five subgraph schemas without errors, exactly as checked in', () => {
    // Throws with the composition errors listed when the subgraphs do not compose.
    const composed = composeSupergraph();
    // A subgraph schema changed without `npm run compose -w gateway` fails here, in CI, not at start-up.
    expect(composed).toBe(readCheckedInSupergraph());
  });

  it('names every subgraph the gateway routes to', () => {
    const supergraph = readCheckedInSupergraph();
    for (const name of ['users', 'trips', 'discovery', 'media', 'ai']) {
      expect(supergraph).toContain(`@join__graph(name: "${name}"`);
    }
  });
});
