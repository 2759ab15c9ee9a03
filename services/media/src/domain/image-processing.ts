import exifr from 'exifr';
import sharp from 'sharp';
import { AppError, limitConcurrency } from '@byway/kit';
import { PHOTO_UPLOAD } from '@byway/contracts/rules';

/**
 * The most pixels a photo may have (issue 18): 8192 x 6144, about 50 MP, the largest a phone's main camera
 * writes in its full-resolution mode (48 MP iPhones, 50 MP Pixels and Galaxies). A 10 MB file can describe
 * far more (a 586 KB JPEG of 10000 x 10000 decodes to 300 MB), so the header's size is checked before
 * anything is decoded.
 */
export const MAX_PIXELS = 8192 * 6144;
/**
 * Photos decoded at once per process; the others wait their turn. Re-encoding a 48 MP JPEG takes about
 * 450 MB at its peak (bench:uploads), and sharp already spreads one image over every core, so a second slot
 * would add as much memory for little speed (measured: peak +750 MB with 2 slots, +480 MB with 1).
 */
export const DECODE_SLOTS = 1;

// sharp's cache keeps decoded images and open files for reuse; an upload is never read twice, so the cache
// would only hold memory (hundreds of MB after a few large photos).
sharp.cache(false);
const decodeSlot = limitConcurrency(DECODE_SLOTS);

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image';
export const EMPTY_FILE = 'The file is empty';
export const TOO_LARGE = `The file is larger than ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB`;
export const tooManyPixels = (width: number, height: number) =>
  `The photo is ${width} x ${height} pixels; photos of up to 50 megapixels are accepted. Please upload a smaller copy.`;

/** The format the file's first bytes say it is (never its name or declared type), or null. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** What the file's EXIF says about where and when it was taken (only what is there and plausible). */
export interface PhotoExif {
  latitude?: number;
  longitude?: number;
  dateTaken?: string;
}

export async function readExif(bytes: Buffer): Promise<PhotoExif> {
  try {
    const tags = (await exifr.parse(bytes, { gps: true, exif: true, tiff: true, pick: undefined })) as
      | { latitude?: unknown; longitude?: unknown; DateTimeOriginal?: unknown; CreateDate?: unknown }
      | undefined;
    if (!tags) return {};
    const exif: PhotoExif = {};
    const { latitude, longitude } = tags;
    if (
      typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180
    ) {
      exif.latitude = latitude;
      exif.longitude = longitude;
    }
    const taken = tags.DateTimeOriginal ?? tags.CreateDate;
    if (taken instanceof Date && !Number.isNaN(taken.getTime())) exif.dateTaken = taken.toISOString();
    return exif;
  } catch {
    // A photo without readable EXIF is still a photo: the form's fields are then the only source.
    return {};
  }
}

export interface ProcessedImage {
  exif: PhotoExif;
  image: { bytes: Buffer; contentType: string };
  thumbnail: { bytes: Buffer; contentType: string };
}

/** The width and height the file's header declares (nothing is decoded), or a 400 when there is none. */
async function declaredSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height, orientation } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error('no dimensions');
    // EXIF orientations 5-8 turn the photo a quarter: the served image is then height x width.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    throw AppError.badInput(NOT_AN_IMAGE);
  }
}

/**
 * Checks the file and makes what is served: the image re-encoded in its own format (turned upright, every
 * metadata block, EXIF included, left out) and a thumbnail. Anything that is not a readable JPEG, PNG or
 * WebP, or that has more than MAX_PIXELS, is a 400 and nothing is made, before any pixel is decoded. Both
 * outputs are made in one of the process's DECODE_SLOTS.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw AppError.badInput(EMPTY_FILE);
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw AppError.badInput(TOO_LARGE);
  const format = sniffFormat(bytes);
  if (!format) throw AppError.badInput(NOT_AN_IMAGE);
  const { width, height } = await declaredSize(bytes);
  if (width * height > MAX_PIXELS) throw AppError.badInput(tooManyPixels(width, height));
  const exif = await readExif(bytes);
  return decodeSlot(async () => {
    try {
      // Two passes over the file, one after the other. A single decode to raw pixels shared by both outputs
      // was measured worse (48 MP JPEG: +818 MB peak RSS and 3.1 s against +462 MB and 2.3 s): the raw
      // copy is the whole image, while the thumbnail pass decodes JPEG and WebP at 1/8 scale (shrink-on-
      // load, ~8 MB) and PNG line by line. limitInputPixels again: a file whose pixels disagree with its
      // header is still refused.
      const source = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
      // sharp writes no metadata unless asked (withMetadata/keepExif), so the output carries no EXIF.
      const image = await source().toFormat(format).toBuffer();
      const thumbnail = await source()
        .resize({ width: PHOTO_UPLOAD.thumbnailWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return {
        exif,
        image: { bytes: image, contentType: CONTENT_TYPES[format] },
        thumbnail: { bytes: thumbnail, contentType: 'image/webp' },
      };
    } catch {
      throw AppError.badInput(NOT_AN_IMAGE);
    }
  });
}
