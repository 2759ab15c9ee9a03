import exifr from 'exifr';
import sharp from 'sharp';
import { AppError } from '@byway/kit';
import { PHOTO_UPLOAD } from '@byway/contracts/rules';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image';
export const EMPTY_FILE = 'The file is empty';
export const TOO_LARGE = `The file is larger than ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB`;

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

/**
 * Checks the file and makes what is served: the image re-encoded in its own format (turned upright, every
 * metadata block, EXIF included, left out) and a thumbnail. Anything that is not a readable JPEG, PNG or
 * WebP is a 400 and nothing is made.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw AppError.badInput(EMPTY_FILE);
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw AppError.badInput(TOO_LARGE);
  const format = sniffFormat(bytes);
  if (!format) throw AppError.badInput(NOT_AN_IMAGE);
  const exif = await readExif(bytes);
  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif), so the output carries no EXIF.
    const source = () => sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
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
}
