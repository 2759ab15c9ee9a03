import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHOTO_CATEGORIES, PHOTO_UPLOAD, SEASONS, TIMES_OF_DAY } from '@byway/contracts/rules';
import { Button, Dialog } from '@byway/web-ui';
import type { PhotoForm, PhotoFormErrors } from '../api/upload-photo';
import { useUploadPhotoForm, type FieldChange } from '../hooks/use-upload-photo-form';
import { ValueOptions } from './value-options';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;

  input,
  select,
  textarea {
    padding: 0.5rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 400;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's refusal, inside the dialog: the traveller's file and fields stay for another try. */
const Refusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = useId();
  return (
    <Label>
      {label}
      {children({ 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Label>
  );
}

interface FieldsProps {
  form: PhotoForm;
  errors: PhotoFormErrors;
  set: (field: keyof PhotoForm) => (event: FieldChange) => void;
}

/** What the photo shows and where: title, description, category, place name and position. */
function PhotoWhatWhereFields({ form, errors, set }: FieldsProps) {
  return (
    <>
      <Field label="Title" error={errors.title}>
        {(a11y) => <input value={form.title} onChange={set('title')} maxLength={255} {...a11y} />}
      </Field>
      <Field label="Description" error={errors.description}>
        {(a11y) => (
          <textarea
            value={form.description}
            onChange={set('description')}
            maxLength={2000}
            rows={3}
            {...a11y}
          />
        )}
      </Field>
      <Row>
        <Field label="Category" error={errors.category}>
          {(a11y) => (
            <select value={form.category} onChange={set('category')} {...a11y}>
              <ValueOptions blank="Select a category" values={PHOTO_CATEGORIES} />
            </select>
          )}
        </Field>
        <Field label="Location Name" error={errors.locationName}>
          {(a11y) => (
            <input value={form.locationName} onChange={set('locationName')} maxLength={255} {...a11y} />
          )}
        </Field>
      </Row>
      <Row>
        <Field label="Latitude" error={errors.latitude}>
          {(a11y) => (
            <input
              value={form.latitude}
              onChange={set('latitude')}
              inputMode="decimal"
              placeholder="37.7459"
              {...a11y}
            />
          )}
        </Field>
        <Field label="Longitude" error={errors.longitude}>
          {(a11y) => (
            <input
              value={form.longitude}
              onChange={set('longitude')}
              inputMode="decimal"
              placeholder="-119.5332"
              {...a11y}
            />
          )}
        </Field>
      </Row>
    </>
  );
}

/** City, state, tags, when it was taken, and whether it stays private. */
function PhotoContextFields({
  form,
  errors,
  set,
  onPrivate,
}: FieldsProps & { onPrivate: (isPrivate: boolean) => void }) {
  return (
    <>
      <Row>
        <Field label="City" error={errors.city}>
          {(a11y) => <input value={form.city} onChange={set('city')} maxLength={100} {...a11y} />}
        </Field>
        <Field label="State" error={errors.state}>
          {(a11y) => <input value={form.state} onChange={set('state')} maxLength={100} {...a11y} />}
        </Field>
      </Row>
      <Field label="Tags (comma-separated)" error={errors.tags}>
        {(a11y) => (
          <input value={form.tags} onChange={set('tags')} placeholder="sunrise, granite" {...a11y} />
        )}
      </Field>
      <Row>
        <Field label="Season" error={errors.season}>
          {(a11y) => (
            <select value={form.season} onChange={set('season')} {...a11y}>
              <ValueOptions blank="Any season" values={SEASONS} />
            </select>
          )}
        </Field>
        <Field label="Time of Day" error={errors.timeOfDay}>
          {(a11y) => (
            <select value={form.timeOfDay} onChange={set('timeOfDay')} {...a11y}>
              <ValueOptions blank="Any time" values={TIMES_OF_DAY} />
            </select>
          )}
        </Field>
        <Field label="Date Taken" error={errors.dateTaken}>
          {(a11y) => (
            <input value={form.dateTaken} onChange={set('dateTaken')} placeholder="2024-06-01" {...a11y} />
          )}
        </Field>
      </Row>
      <Check>
        <input
          type="checkbox"
          checked={form.isPublic === 'false'}
          onChange={(event) => onPrivate(event.target.checked)}
        />
        Keep this photo private (only you will see it)
      </Check>
    </>
  );
}

export interface UploadPhotoDialogProps {
  onClose: () => void;
  /** After the server stored the photo. */
  onUploaded: (id: number) => void;
  /** The server refused or could not be reached: its message. */
  onFailed: (message: string) => void;
}

/**
 * The Upload Photo dialog (spec 2 and 5, issue 10): a JPEG, PNG or WebP file up to 10 MB whose EXIF
 * position and date pre-fill the form, and the photo's fields.
 */
export function UploadPhotoDialog({ onClose, onUploaded, onFailed }: UploadPhotoDialogProps) {
  const upload = useUploadPhotoForm({ onUploaded, onFailed });
  const { errors, prefilled, refusal, sending } = upload;

  return (
    <Dialog
      title="Upload Photo"
      onClose={onClose}
      close="text"
      initialFocus="close"
      width="44rem"
      titleSize="2xl"
    >
      <Form onSubmit={upload.onSubmit} noValidate aria-label="Upload Photo">
        <Field label="Photo" error={errors.file}>
          {(a11y) => <input type="file" accept={PHOTO_UPLOAD.accept} onChange={upload.onFile} {...a11y} />}
        </Field>
        <Hint>
          JPEG, PNG or WebP, up to 10 MB. Location details stored in the file are removed before sharing.
        </Hint>
        {prefilled && <Hint role="status">{prefilled}</Hint>}
        <PhotoWhatWhereFields form={upload.form} errors={errors} set={upload.set} />
        <PhotoContextFields
          form={upload.form}
          errors={errors}
          set={upload.set}
          onPrivate={upload.setPrivate}
        />
        {refusal && <Refusal role="alert">{refusal}</Refusal>}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Uploading...' : 'Upload Photo'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
