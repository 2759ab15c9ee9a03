import { PHOTO_UPLOAD } from '@byway/contracts/rules';
import { ApiError, apiJson, jsonField } from '@byway/web-ui';

/** The Upload Photo form as the traveller filled it (text, as typed). */
export interface PhotoForm {
  title: string;
  description: string;
  category: string;
  latitude: string;
  longitude: string;
  locationName: string;
  city: string;
  state: string;
  tags: string;
  season: string;
  timeOfDay: string;
  dateTaken: string;
  /** 'true' (everyone) or 'false' (only the traveller). */
  isPublic: 'true' | 'false';
}

export const EMPTY_PHOTO_FORM: PhotoForm = {
  title: '',
  description: '',
  category: '',
  latitude: '',
  longitude: '',
  locationName: '',
  city: '',
  state: '',
  tags: '',
  season: '',
  timeOfDay: '',
  dateTaken: '',
  isPublic: 'true',
};

export type PhotoFormErrors = Partial<Record<keyof PhotoForm | 'file', string>>;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The form's own checks (spec 5 'Photo upload'), the same the server makes; empty when it may be sent. */
export function validatePhotoForm(form: PhotoForm, file: File | null): PhotoFormErrors {
  const errors: PhotoFormErrors = {};
  if (!file) errors.file = 'Choose a photo to upload';
  else if (!(PHOTO_UPLOAD.mimeTypes as readonly string[]).includes(file.type))
    errors.file = 'Choose a JPEG, PNG or WebP image';
  else if (file.size > PHOTO_UPLOAD.maxBytes) errors.file = 'The photo must be 10 MB or smaller';
  else if (file.size === 0) errors.file = 'The file is empty';
  if (!form.title.trim()) errors.title = 'Title is required';
  if (!form.category) errors.category = 'Category is required';
  if (!form.locationName.trim()) errors.locationName = 'Location name is required';
  const coordinate = (field: 'latitude' | 'longitude', label: string, limit: number) => {
    const value = form[field].trim();
    if (!value) errors[field] = `${label} is required`;
    else if (!DECIMAL.test(value)) errors[field] = `${label} must be a decimal number`;
    else if (Math.abs(Number(value)) > limit)
      errors[field] = `${label} must be between -${limit} and ${limit}`;
  };
  coordinate('latitude', 'Latitude', 90);
  coordinate('longitude', 'Longitude', 180);
  return errors;
}

export class UploadError extends Error {
  /** With a 429 (the traveller's photo budget): seconds until an upload is taken again (Retry-After). */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** When the traveller may try again, in words ('in about 12 minutes'). */
export function retryWhen(seconds: number): string {
  if (seconds < 90) return 'in a minute or so';
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `in about ${minutes} minutes` : `in about ${Math.round(minutes / 60)} hours`;
}

/** POST /api/geo-tagged-images/upload (multipart): the file in `image`, the form's fields as text. */
export async function uploadPhoto(form: PhotoForm, file: File): Promise<{ id: number }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value.trim() !== '') body.append(key, value.trim());
  }
  body.append('image', file, file.name);
  let answer: unknown;
  try {
    answer = await apiJson('POST', '/api/geo-tagged-images/upload', body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new UploadError(
      error.serverMessage ?? 'Something went wrong',
      error.status === 429 ? error.retryAfterSeconds : null,
    );
  }
  const id = jsonField(answer, 'id');
  if (typeof id !== 'number') throw new UploadError('Something went wrong');
  return { id };
}
