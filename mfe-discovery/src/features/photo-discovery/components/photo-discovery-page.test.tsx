import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import piexif from 'piexifjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { traveller } from '../../../testing/traveller';
import {
  LikePhotoMutation,
  PhotoDiscoveryImagesQuery,
  SavePhotoMutation,
  ViewPhotoMutation,
  type Photo,
} from '../api/photos';
import { PhotoDiscoveryPage } from './photo-discovery-page';

const photo = (overrides: Partial<Photo> = {}): Photo & { __typename: string } => ({
  __typename: 'GeoTaggedImage',
  id: 1,
  imageUrl: '/api/geo-tagged-images/1/image',
  thumbnailUrl: '/api/geo-tagged-images/1/thumbnail',
  photographerName: 'Grace H.',
  photographerUrl: 'https://photos.example.org/grace',
  title: 'Half Dome at dawn',
  description: 'First light on the granite.',
  category: 'nature',
  tags: ['granite', 'sunrise'],
  latitude: 37.7459,
  longitude: -119.5332,
  locationName: 'Yosemite Valley',
  city: 'Yosemite',
  state: 'California',
  country: null,
  dateTaken: '2024-06-01T07:30:00.000Z',
  season: 'summer',
  timeOfDay: 'morning',
  weather: null,
  views: 3,
  likes: 2,
  saves: 1,
  isPublic: true,
  likedByMe: false,
  savedByMe: false,
  mine: false,
  createdAt: '2024-06-02T10:00:00.000Z',
  ...overrides,
});

const listAnswer = (photos: Photo[], filter?: Record<string, string>, delay = 0): MockedResponse => ({
  request: { query: PhotoDiscoveryImagesQuery, variables: filter ? { filter } : {} },
  result: { data: { geoTaggedImages: photos } },
  delay,
});

const viewAnswer = (id: number): MockedResponse => ({
  request: { query: ViewPhotoMutation, variables: { id } },
  result: { data: { viewGeoTaggedImage: 4 } },
});

/** Photo 1 liked or saved (active), with its counts after. */
const reactionAnswer = (
  kind: 'like' | 'save',
  image: { likes: number; saves: number; likedByMe: boolean; savedByMe: boolean },
): MockedResponse => ({
  request: { query: kind === 'like' ? LikePhotoMutation : SavePhotoMutation, variables: { id: 1 } },
  result: {
    data: {
      [kind === 'like' ? 'likeGeoTaggedImage' : 'saveGeoTaggedImage']: {
        __typename: 'GeoTaggedImageReaction',
        active: true,
        image: { __typename: 'GeoTaggedImage', id: 1, ...image },
      },
    },
  },
});

const renderPage = (mocks: MockedResponse[], notify = vi.fn()) => {
  renderInShell(<PhotoDiscoveryPage user={traveller} notify={notify} />, { mocks });
  return notify;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PhotoDiscoveryPage', () => {
  it('shows 12 skeleton cards while loading, then the photos and their count', async () => {
    renderPage([
      listAnswer([photo(), photo({ id: 2, title: 'Street tacos', category: 'food' })], undefined, 20),
    ]);
    expect(screen.getAllByTestId('photo-skeleton')).toHaveLength(12);
    await screen.findByText('2 images found');
    const card = screen.getByRole('button', {
      name: /Half Dome at dawn Yosemite Valley, Yosemite, California/,
    });
    // axe label-content-name-mismatch: the card's name holds all of its visible text (issue 21).
    expect(card.getAttribute('aria-label')).toBeNull();
    expect(screen.queryByTestId('photo-skeleton')).toBeNull();
  });

  it('shows a quiet tile instead of a broken image when a photo fails to load (issue 21)', async () => {
    renderPage([listAnswer([photo()])]);
    const card = await screen.findByRole('button', { name: /Half Dome at dawn/ });
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Photo unavailable')).toBeTruthy();
  });

  it("answers 'No images found' for filters that match nothing, and 'Clear Filters' brings every photo back", async () => {
    renderPage([listAnswer([photo()]), listAnswer([], { category: 'food' }), listAnswer([photo()])]);
    await screen.findByText('1 images found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'food' } });
    await screen.findByRole('heading', { name: 'No images found' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByText('1 images found');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('');
  });

  it('searches once the traveller pauses typing, matching search and location', async () => {
    const capitol = photo({
      id: 3,
      title: 'Capitol dome at dusk',
      category: 'architecture',
      latitude: 38.8899,
      longitude: -77.0091,
      locationName: 'National Mall',
      city: 'Washington',
      state: 'District of Columbia',
    });
    renderPage([
      listAnswer([photo(), photo({ id: 2, title: 'Street tacos' })]),
      // The two fields are debounced apart: the search alone can be asked first, before the location.
      listAnswer([photo(), capitol], { search: 'dome' }),
      listAnswer([photo()], { search: 'dome', location: 'yosemite' }),
    ]);
    await screen.findByText('2 images found');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search photos' }), { target: { value: 'do' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search photos' }), { target: { value: 'dome' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'yosemite' } });
    await screen.findByText('1 images found');
  });

  it('opens the detail dialog with every field, records a view, and likes with the toast', async () => {
    const liked = photo({ likes: 3, likedByMe: true });
    const notify = renderPage([
      listAnswer([photo()]),
      viewAnswer(1),
      reactionAnswer('like', { likes: 3, saves: 1, likedByMe: true, savedByMe: false }),
      listAnswer([liked]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Half Dome at dawn/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Half Dome at dawn' }));
    for (const text of [
      'Nature',
      'First light on the granite.',
      'Yosemite Valley, Yosemite, California (37.7459, -119.5332)',
      '#granite',
      '#sunrise',
      'Summer',
      'Morning',
    ])
      expect(dialog.getByText(text)).toBeTruthy();
    expect(dialog.getByText('Views').nextElementSibling?.textContent).toBe('3');
    expect(dialog.getByText('Likes').nextElementSibling?.textContent).toBe('2');
    expect(dialog.getByText('Saves').nextElementSibling?.textContent).toBe('1');
    expect(dialog.getByRole('link', { name: 'Grace H.' }).getAttribute('href')).toBe(
      'https://photos.example.org/grace',
    );
    expect(dialog.getByRole('button', { name: 'View on Map' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Delete Photo' })).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Image liked!' }));
    await screen.findByRole('button', { name: 'Liked' });
  });

  it('keeps the focus inside the dialog, closes on Escape and gives the focus back', async () => {
    renderPage([listAnswer([photo()]), viewAnswer(1)]);
    const card = await screen.findByRole('button', { name: /Half Dome at dawn/ });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Half Dome at dawn' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'View on Map' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('saves to the collection with its toast', async () => {
    const notify = renderPage([
      listAnswer([photo()]),
      viewAnswer(1),
      reactionAnswer('save', { likes: 2, saves: 2, likedByMe: false, savedByMe: true }),
      listAnswer([photo({ saves: 2, savedByMe: true })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Half Dome at dawn/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Image saved to your collection!' }));
  });

  it("shows the photos on a real map, and 'View on Map' switches to it", async () => {
    renderPage([
      listAnswer([photo(), photo({ id: 2, title: 'Neon alley', latitude: 36.17, longitude: -115.14 })]),
      {
        request: { query: ViewPhotoMutation, variables: { id: 2 } },
        result: { data: { viewGeoTaggedImage: 1 } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Neon alley/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View on Map' }));
    const map = await screen.findByRole('region', { name: 'Map of the photos' });
    expect(map.querySelectorAll('[data-photo-id]')).toHaveLength(2);
    expect(map.querySelector('.leaflet-popup')?.textContent).toContain('Neon alley');
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
  });
});

const TINY_JPEG =
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgCiv/2Q==';

/** A small real JPEG carrying EXIF GPS (Yosemite Valley) and a date, made here with piexifjs. */
function jpegWithExif(): File {
  // A real 2x2 JPEG (made once with sharp), to which piexif adds the EXIF segment.
  const jpeg = atob(TINY_JPEG);
  const exif = piexif.dump({
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2024:06:01 07:30:00' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(37.7459),
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(119.5332),
    },
  });
  const binary = piexif.insert(exif, jpeg);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new File([bytes], 'valley.jpg', { type: 'image/jpeg' });
}

describe('Upload Photo dialog', () => {
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

  it('says what is missing before sending anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPage([listAnswer([])]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upload Photo' }));
    fireEvent.change(dialog.getByLabelText('Latitude'), { target: { value: 'north' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload Photo' }));
    for (const message of [
      'Choose a photo to upload',
      'Title is required',
      'Category is required',
      'Location name is required',
      'Latitude must be a decimal number',
      'Longitude is required',
    ])
      expect(dialog.getByText(message)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('pre-fills the position and date from the EXIF of the chosen file, uploads it and says so', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ id: 9 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    const notify = renderPage([listAnswer([]), listAnswer([photo({ id: 9 })])]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    fireEvent.change(field('Photo'), { target: { files: [jpegWithExif()] } });
    await waitFor(() => expect(field('Latitude').value).toBe('37.745900'));
    expect(field('Longitude').value).toBe('-119.533200');
    expect(field('Date Taken').value).toMatch(/^2024-06-01T/);
    expect(screen.getByText('Filled from the photo: position and date taken.')).toBeTruthy();

    fireEvent.change(field('Title'), { target: { value: 'Valley view' } });
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Category'), {
      target: { value: 'nature' },
    });
    fireEvent.change(field('Location Name'), { target: { value: 'Yosemite Valley' } });
    fireEvent.change(field('Tags (comma-separated)'), { target: { value: 'granite, , sunrise' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload Photo' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Photo uploaded successfully!' }));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/geo-tagged-images/upload');
    const body = init.body as FormData;
    expect(body.get('title')).toBe('Valley view');
    expect(body.get('latitude')).toBe('37.745900');
    expect(body.get('tags')).toBe('granite, , sunrise');
    expect((body.get('image') as File).name).toBe('valley.jpg');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Upload failed' with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'The file is not a JPEG, PNG or WebP image' }), {
            status: 400,
          }),
      ),
    );
    const notify = renderPage([listAnswer([])]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    fireEvent.change(field('Photo'), {
      target: { files: [new File(['xx'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.change(field('Title'), { target: { value: 'A' } });
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Category'), {
      target: { value: 'food' },
    });
    fireEvent.change(field('Location Name'), { target: { value: 'B' } });
    fireEvent.change(field('Latitude'), { target: { value: '1.5' } });
    fireEvent.change(field('Longitude'), { target: { value: '2' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload Photo' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Upload failed',
        description: 'The file is not a JPEG, PNG or WebP image',
        variant: 'destructive',
      }),
    );
  });

  it("shows the photo budget's 429 message in the dialog, keeps the file and the fields, and sends them again", async () => {
    const budget =
      'You have uploaded a lot of photos in a short time. Please wait a while before uploading more.';
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: budget }), {
          status: 429,
          headers: { 'retry-after': '1200' },
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 9 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    const notify = renderPage([listAnswer([]), listAnswer([photo({ id: 9 })])]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    const chosen = jpegWithExif();
    fireEvent.change(field('Photo'), { target: { files: [chosen] } });
    await waitFor(() => expect(field('Latitude').value).toBe('37.745900'));
    fireEvent.change(field('Title'), { target: { value: 'Valley view' } });
    fireEvent.change(field('Description'), { target: { value: 'Mist over the falls' } });
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Category'), {
      target: { value: 'nature' },
    });
    fireEvent.change(field('Location Name'), { target: { value: 'Yosemite Valley' } });
    const send = () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload Photo' }));
    send();

    const dialog = within(screen.getByRole('dialog', { name: 'Upload Photo' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      `${budget} You can upload again in about 20 minutes.`,
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Upload failed',
      description: budget,
      variant: 'destructive',
    });
    expect(field('Title').value).toBe('Valley view');
    expect(field('Description').value).toBe('Mist over the falls');
    expect(field('Photo').files?.[0]).toBe(chosen);

    send();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Photo uploaded successfully!' }));
    const [, init] = fetchSpy.mock.calls[1] as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.get('title')).toBe('Valley view');
    expect(body.get('description')).toBe('Mist over the falls');
    expect((body.get('image') as File).name).toBe('valley.jpg');
  });
});
