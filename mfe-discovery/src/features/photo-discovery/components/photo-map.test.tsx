import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import type { Photo } from '../api/photos';
import { PhotoMap, photoMarkerElement } from './photo-map';

/** The stored address of issue 18's attack: `&apos;` is a quote again once an HTML parser reads it. */
const HOSTILE_URL =
  'https://evil.example/a.jpg&apos;);position:fixed;inset:0;background:red;z-index:9999;content:(&apos;' +
  '"\\)<b>';

const photo = (overrides: Partial<Photo> = {}): Photo => ({
  id: 1,
  imageUrl: HOSTILE_URL,
  thumbnailUrl: null,
  photographerName: null,
  photographerUrl: null,
  title: '<img src=x onerror="alert(1)">Red sky',
  description: null,
  category: 'nature',
  tags: [],
  latitude: 36.1,
  longitude: -112.1,
  locationName: '<b>Grand</b> Canyon',
  city: null,
  state: null,
  country: null,
  dateTaken: null,
  season: null,
  timeOfDay: null,
  weather: null,
  views: 0,
  likes: 0,
  saves: 0,
  isPublic: true,
  likedByMe: false,
  savedByMe: false,
  mine: false,
  createdAt: '2024-06-02T10:00:00.000Z',
  ...overrides,
});

describe('PhotoMap markers (issue 18: stored CSS injection)', () => {
  it('keeps a hostile imageUrl an address: no style on the marker, the same text as the picture source', () => {
    const marker = photoMarkerElement(photo());
    expect(marker.getAttribute('style')).toBeNull();
    expect(marker.children).toHaveLength(1);
    const img = marker.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(HOSTILE_URL);
    expect(img.getAttribute('style')).toBeNull();
    expect(marker.querySelector('b')).toBeNull();
  });

  it('drops a marker photo that fails to load, leaving the plain frame instead of a broken image (issue 21)', () => {
    const marker = photoMarkerElement(photo({ imageUrl: 'https://photos.example/gone.jpg' }));
    marker.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(marker.querySelector('img')).toBeNull();
  });

  it('shows no picture for an address that is neither ours nor https', () => {
    const marker = photoMarkerElement(photo({ imageUrl: 'javascript:alert(1)' }));
    expect(marker.querySelector('img')).toBeNull();
    expect(
      photoMarkerElement(photo({ thumbnailUrl: '/api/geo-tagged-images/1/thumbnail' }))
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/api/geo-tagged-images/1/thumbnail');
  });

  it('renders hostile photos on the real map with no injected style or markup, popup text as text', async () => {
    const onOpen = vi.fn();
    renderInShell(
      <PhotoMap photos={[photo(), photo({ id: 2, latitude: 36.2 })]} focusId={1} onOpen={onOpen} />,
    );
    const map = await screen.findByRole('region', { name: 'Map of the photos' });
    const markers = map.querySelectorAll<HTMLElement>('[data-photo-id]');
    expect(markers).toHaveLength(2);
    for (const marker of markers) {
      expect(marker.getAttribute('style')).toBeNull();
      expect(marker.querySelector('img')?.getAttribute('src')).toBe(HOSTILE_URL);
    }
    // Nothing in the map carries the attacker's CSS, and their markup never became elements.
    for (const element of map.querySelectorAll<HTMLElement>('[style]'))
      expect(element.getAttribute('style')).not.toMatch(/red|9999|fixed/);
    expect(map.querySelector('b, img[onerror]')).toBeNull();
    const popup = map.querySelector('.leaflet-popup-content')!;
    expect(popup.textContent).toContain('<img src=x onerror="alert(1)">Red sky');
    expect(popup.textContent).toContain('<b>Grand</b> Canyon');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});

describe('PhotoMap basemap (issue 21)', () => {
  it('draws the offline basemap under the tiles, not a blank field, and credits OpenStreetMap', async () => {
    renderInShell(<PhotoMap photos={[photo()]} focusId={null} onOpen={vi.fn()} />);
    const map = await screen.findByRole('region', { name: 'Map of the photos' });
    // The basemap is drawn a layer at a time once the page is idle: land first, the lakes (credited to
    // OpenStreetMap while drawn) after.
    await waitFor(
      () => {
        expect(map.querySelectorAll('.leaflet-byway-basemap-pane path').length).toBeGreaterThan(10);
        expect(map.querySelector('.leaflet-control-attribution')?.textContent).toContain(
          '© OpenStreetMap contributors',
        );
      },
      { timeout: 10_000 },
    );
  });
});
