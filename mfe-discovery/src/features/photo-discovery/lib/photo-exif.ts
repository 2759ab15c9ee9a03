import exifr from 'exifr';

/** What the chosen file's EXIF says: position and the date taken, as the form's text. */
export interface PhotoPrefill {
  latitude?: string;
  longitude?: string;
  dateTaken?: string;
}

/** Reads the file's EXIF in the browser to pre-fill the form; a file without EXIF pre-fills nothing. */
export async function readPhotoPrefill(file: Blob): Promise<PhotoPrefill> {
  try {
    const tags = (await exifr.parse(file, { gps: true })) as
      | { latitude?: unknown; longitude?: unknown; DateTimeOriginal?: unknown; CreateDate?: unknown }
      | undefined;
    if (!tags) return {};
    const prefill: PhotoPrefill = {};
    if (typeof tags.latitude === 'number' && typeof tags.longitude === 'number') {
      prefill.latitude = tags.latitude.toFixed(6);
      prefill.longitude = tags.longitude.toFixed(6);
    }
    const taken = tags.DateTimeOriginal ?? tags.CreateDate;
    if (taken instanceof Date && !Number.isNaN(taken.getTime())) prefill.dateTaken = taken.toISOString();
    return prefill;
  } catch {
    return {};
  }
}
