import styled from 'styled-components';
import { dayNoteInputSchema, PLAN_EDIT_LIMITS } from '@byway/contracts/rules';
import type { PlanEdits } from '../hooks/use-plan-edits';
import { TextEdit } from './edit-fields';

const Note = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Field = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * The traveller's note on a day (issue 22): shown under the day's description; in 'Edit plan' a field
 * with its limit, saved with Save (blank clears it), kept whichever itinerary is shown.
 */
export function DayNote({ day, note, edits }: { day: number; note: string | null; edits: PlanEdits | null }) {
  if (!edits) return note ? <Note>Your note: {note}</Note> : null;
  return (
    <Field>
      <TextEdit
        label={`Your note for day ${day}`}
        initial={note ?? ''}
        field="Day note"
        max={PLAN_EDIT_LIMITS.dayNote}
        multiline
        saving={edits.saving}
        check={(text) => {
          const result = dayNoteInputSchema.safeParse({ note: text });
          return result.success ? null : (result.error.issues[0]?.message ?? null);
        }}
        save={(text) => edits.setDayNote(day, note, text)}
        saveLabel="Save day note"
      />
    </Field>
  );
}
