import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@byway/web-ui';
import { LengthHint } from '../../../components/length-hint';
import { lengthProblem } from '../../../lib/text-length';

/** The hand edits' buttons: smaller than the page's, so a stop's row of them stays one line at 390 px. */
export const EditButton = styled(Button)`
  padding: 0.35rem 0.7rem;
`;

export const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  input,
  textarea {
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    width: 100%;
    box-sizing: border-box;
    padding: 0.4rem 0.55rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    resize: vertical;
    min-height: 4.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A text the traveller edits and saves (a stop's name, a note): its label, the limit as they type, Save
 * (and Cancel when `onCancel`). `check` is the shared rule's refusal before anything is sent; `save`
 * answers null when kept, else the reason, shown under the field with the typed text kept.
 */
export function TextEdit({
  label,
  initial,
  field,
  max,
  multiline = false,
  saving,
  check,
  save,
  onCancel,
  saveLabel = 'Save',
}: {
  label: string;
  initial: string;
  field: string;
  max: number;
  multiline?: boolean;
  saving: boolean;
  check: (text: string) => string | null;
  save: (text: string) => Promise<string | null>;
  onCancel?: () => void;
  saveLabel?: string;
}) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A saved text (or an undo) comes back as the new starting point; the field keeps its focus.
  useEffect(() => setText(initial), [initial]);
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = lengthProblem(field, text, max) ?? check(text);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setPending(true);
    const failed = await save(text);
    setPending(false);
    setProblem(failed);
  }

  const fieldProps = {
    value: text,
    'aria-describedby': problem ? `${hintId} ${problemId}` : hintId,
    'aria-invalid': problem ? true : undefined,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };
  return (
    <EditForm
      onSubmit={(event) => void submit(event)}
      aria-busy={pending || undefined}
      // Escape leaves a field that can be cancelled, as Cancel does.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !pending) onCancel();
      }}
    >
      <label>
        {label}
        {multiline ? <textarea rows={3} {...fieldProps} /> : <input type="text" {...fieldProps} />}
      </label>
      <LengthHint id={hintId} field={field} text={text} max={max} />
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      <Actions>
        <EditButton type="submit" disabled={saving || text === initial}>
          {pending ? 'Saving...' : saveLabel}
        </EditButton>
        {onCancel && (
          <EditButton $variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </EditButton>
        )}
      </Actions>
    </EditForm>
  );
}
