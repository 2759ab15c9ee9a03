import { describe, expect, it } from 'vitest';
import { geoTaggedImageRequestSchema } from '../rest/index.js';
import { IMAGE_URL_UNSAFE_MESSAGE, photoLinkInputSchema } from './photo-input.js';

const FIELDS = {
  title: 'Balanced Rock',
  category: 'nature',
  latitude: 38.7,
  longitude: -109.5,
  locationName: 'Arches',
};

const refusal = (imageUrl: string) => {
  const parsed = photoLinkInputSchema.safeParse({ ...FIELDS, imageUrl });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

/** Issue 18 item 6: one rule for the addresses other travellers' browsers render. */
describe('photo image addresses', () => {
  it('refuses quotes, parentheses, backslashes, spaces and entity text that HTML would turn into them', () => {
    for (const url of [
      'https://evil.example/a.jpg&apos;);background:red;(&apos;',
      'https://evil.example/a.jpg&#39;)',
      'https://evil.example/a.jpg&#x27;',
      'https://evil.example/a.jpg&quot;',
      "https://evil.example/a'.jpg",
      'https://evil.example/a".jpg',
      'https://evil.example/a(1).jpg',
      'https://evil.example/a\\b.jpg',
      'https://evil.example/a<b>.jpg',
      'https://evil.example/a`.jpg',
    ])
      expect(refusal(url), url).toBe(IMAGE_URL_UNSAFE_MESSAGE);
  });

  it('takes ordinary and percent-encoded addresses, query strings included', () => {
    for (const url of [
      'https://upload.wikimedia.org/wikipedia/commons/a/a0/Balanced_Rock_Arches.jpg',
      'https://images.example.com/photo%28large%29%27s.jpg?w=1200&h=800&fit=crop',
    ])
      expect(refusal(url), url).toBeNull();
  });

  it('is the rule the REST payload uses', () => {
    expect(geoTaggedImageRequestSchema).toBe(photoLinkInputSchema);
  });
});
