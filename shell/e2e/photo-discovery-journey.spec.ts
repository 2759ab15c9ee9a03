import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newTraveller, signUpThroughForm } from './support';

// Issue 10's photo discovery journey in the real browser against the whole platform: a JPEG carrying EXIF
// GPS (made here) pre-fills the upload form, then shows in the grid, with its filters and on the map;
// the file served carries no EXIF; a like counts once and a second click takes it back.

interface Piexif {
  dump(exif: Record<string, Record<number, unknown>>): string;
  insert(exif: string, jpeg: string): string;
  ExifIFD: { DateTimeOriginal: number };
  GPSIFD: { GPSLatitudeRef: number; GPSLatitude: number; GPSLongitudeRef: number; GPSLongitude: number };
  GPSHelper: { degToDmsRational(degrees: number): number[][] };
}
const piexif = createRequire(import.meta.url)('piexifjs') as Piexif;

async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const exif = piexif.dump({
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2024:06:01 07:30:00' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(37.7459),
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(119.5332),
    },
  });
  return Buffer.from(piexif.insert(exif, plain.toString('binary')), 'binary');
}

test('a traveller uploads a geo-tagged photo, finds it with the filters and on the map, and likes it once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, newTraveller('Photo'));
  const title = `Valley view ${Date.now().toString(36)}`;

  await page.goto('/geo-tagged-images');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Discovery' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const form = page.getByRole('dialog', { name: 'Upload Photo' });
  await form
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'valley.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
  await expect(form.getByLabel('Latitude')).toHaveValue('37.745900');
  await expect(form.getByLabel('Longitude')).toHaveValue('-119.533200');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption('nature');
  await form.getByLabel('Location Name').fill('Yosemite Valley');
  await form.getByLabel('City').fill('Yosemite');
  await form.getByLabel('State').fill('California');
  await form.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  // The grid with its filters.
  await page.getByRole('searchbox', { name: 'Search photos' }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('nature');
  await page.getByRole('textbox', { name: 'Location' }).fill('yosemite');
  await expect(page.getByText('1 images found')).toBeVisible();
  const card = page.getByRole('button', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('food');
  await expect(page.getByRole('heading', { name: 'No images found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('searchbox', { name: 'Search photos' }).fill(title);
  await expect(page.getByText('1 images found')).toBeVisible();

  // What is served has no EXIF.
  const listed = await page.request.get(`/api/geo-tagged-images?search=${encodeURIComponent(title)}`);
  const [photo] = (await listed.json()) as { id: number; imageUrl: string; latitude: number }[];
  expect(photo?.latitude).toBeCloseTo(37.7459, 4);
  const served = await page.request.get(photo!.imageUrl);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect((await served.body()).includes(Buffer.from('Exif\0\0'))).toBe(false);

  // Like once, then take it back.
  await card.click();
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByText('Image liked!')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Liked' })).toBeVisible();
  await expect(detail.locator('dt:has-text("Likes") + dd')).toHaveText('1');
  await detail.getByRole('button', { name: 'Liked' }).click();
  await expect(detail.locator('dt:has-text("Likes") + dd')).toHaveText('0');

  // View on Map: the photo's marker on the Leaflet map.
  await detail.getByRole('button', { name: 'View on Map' }).click();
  await expect(page.getByRole('region', { name: 'Map of the photos' })).toBeVisible();
  await expect(page.locator(`[data-photo-id="${photo!.id}"]`)).toHaveCount(1);
});
