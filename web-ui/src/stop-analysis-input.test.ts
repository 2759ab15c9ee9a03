import { describe, expect, it } from 'vitest';
import { stopAnalysisInput } from './stop-analysis-dialog';

describe('stopAnalysisInput', () => {
  it('asks about the address when there is one, else the name (spec 7), with the category as it is', () => {
    expect(stopAnalysisInput({ name: 'Arches', address: ' Moab, UT ', category: 'nature' })).toEqual({
      name: 'Arches',
      address: 'Moab, UT',
      category: 'nature',
    });
    expect(stopAnalysisInput({ name: 'Arches', address: '  ', category: null })).toEqual({
      name: 'Arches',
      address: 'Arches',
      category: null,
    });
    expect(stopAnalysisInput({ name: 'Arches', address: null, category: 'nature' }).address).toBe('Arches');
  });
});
