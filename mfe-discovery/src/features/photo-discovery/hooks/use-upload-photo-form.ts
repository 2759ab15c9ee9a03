import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  EMPTY_PHOTO_FORM,
  retryWhen,
  UploadError,
  uploadPhoto,
  validatePhotoForm,
  type PhotoForm,
  type PhotoFormErrors,
} from '../api/upload-photo';
import { readPhotoPrefill } from '../lib/photo-exif';

export type FieldChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * The Upload Photo form's state: the chosen file (whose EXIF position and date pre-fill the fields),
 * the fields, their errors, and the upload with the server's refusal kept for another try.
 */
export function useUploadPhotoForm({
  onUploaded,
  onFailed,
}: {
  onUploaded: (id: number) => void;
  onFailed: (message: string) => void;
}) {
  const [form, setForm] = useState<PhotoForm>(EMPTY_PHOTO_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<PhotoFormErrors>({});
  const [prefilled, setPrefilled] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = (field: keyof PhotoForm) => (event: FieldChange) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const setPrivate = (isPrivate: boolean) =>
    setForm((current) => ({ ...current, isPublic: isPrivate ? 'false' : 'true' }));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setPrefilled(null);
    setErrors((current) => ({ ...current, file: undefined }));
    if (!chosen) return;
    const prefill = await readPhotoPrefill(chosen);
    setForm((current) => ({ ...current, ...prefill }));
    if (prefill.latitude || prefill.dateTaken)
      setPrefilled(
        `Filled from the photo: ${[
          prefill.latitude ? 'position' : null,
          prefill.dateTaken ? 'date taken' : null,
        ]
          .filter(Boolean)
          .join(' and ')}.`,
      );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePhotoForm(form, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    setSending(true);
    setRefusal(null);
    try {
      const { id } = await uploadPhoto(form, file);
      onUploaded(id);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong';
      // The dialog stays open with what was chosen, so the same photo can be sent again.
      setRefusal(
        error instanceof UploadError && error.retryAfterSeconds !== null
          ? `${message} You can upload again ${retryWhen(error.retryAfterSeconds)}.`
          : message,
      );
      onFailed(message);
    } finally {
      setSending(false);
    }
  };

  return { form, errors, prefilled, sending, refusal, set, setPrivate, onFile, onSubmit };
}
