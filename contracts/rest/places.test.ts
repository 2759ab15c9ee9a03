import { describe, expect, it } from 'vitest';
import { placesRequestSchema } from './ai.js';

describe('GET /api/places query', () => {
  it('takes interests comma-separated, repeated, or both, trimmed', () => {
    expect(placesRequestSchema.parse({ interests: 'nature-hikes, live-music' }).interests).toEqual([
      'nature-hikes',
      'live-music',
    ]);
    expect(placesRequestSchema.parse({ interests: ['coffee', 'foodie,breweries'] }).interests).toEqual([
      'coffee',
      'foodie',
      'breweries',
    ]);
  });

  it('needs one known interest and at most twelve', () => {
    expect(placesRequestSchema.safeParse({}).success).toBe(false);
    expect(placesRequestSchema.safeParse({ interests: ' , ' }).success).toBe(false);
    expect(placesRequestSchema.safeParse({ interests: 'castles' }).success).toBe(false);
    expect(placesRequestSchema.safeParse({ interests: Array(13).fill('nature').join(',') }).success).toBe(
      false,
    );
  });

  it('keeps the location as text and refuses a repeated one', () => {
    expect(placesRequestSchema.parse({ interests: 'nature', location: ' Utah ' }).location).toBe('Utah');
    expect(placesRequestSchema.safeParse({ interests: 'nature', location: ['Utah', 'Ohio'] }).success).toBe(
      false,
    );
  });
});
