import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PLAN_EDIT_LIMITS, renameStopInputSchema, stopNoteInputSchema } from '@byway/contracts/rules';
import type { TripDetailStop } from '../api/trip-detail';
import type { FocusRequest, PlanEdits } from '../hooks/use-plan-edits';
import { EditButton, TextEdit } from './edit-fields';

const Bar = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Two groups (moving; naming and removing), each kept on one line down to a phone's width. */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  > div:last-child {
    flex: 1 1 auto;
  }
  select {
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 0.3rem 0.4rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

/** 'Up' and 'Down' beside their arrows, left to the arrows on a phone (the buttons keep their names). */
const Word = styled.span`
  @media (max-width: 560px) {
    display: none;
  }
`;

const RemoveButton = styled(EditButton)`
  margin-left: auto;
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The first refusal of a shared rule for `input`, or null when it passes. */
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * A stop's hand edits in 'Edit plan' (issue 22): move up or down its day, move to another day, rename,
 * its note, remove. Every control is a button or a field named for the stop ('Move Arches National Park
 * up'); after a move the same control of the moved stop has the focus again.
 */
export function StopEditor({
  stop,
  position,
  stopsInDay,
  totalDays,
  edits,
}: {
  stop: TripDetailStop;
  /** Its place in its day as shown, from 1. */
  position: number;
  stopsInDay: number;
  totalDays: number;
  edits: PlanEdits;
}) {
  const [open, setOpen] = useState<'rename' | 'note' | null>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const day = useRef<HTMLSelectElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const noteButton = useRef<HTMLButtonElement>(null);
  // A closed field gives the focus back to the button that opened it.
  const close = (button: { current: HTMLButtonElement | null }) => {
    setOpen(null);
    requestAnimationFrame(() => button.current?.focus());
  };
  useFocusAfterMove(edits.focus, edits.focusDone, stop, position, { up, down, day });

  const placed = { stop, position };
  const disabled = edits.saving;
  const days = Array.from({ length: Math.max(totalDays, stop.dayNumber) }, (_, index) => index + 1);

  return (
    <Bar>
      <Controls>
        <div>
          <EditButton
            ref={up}
            $variant="secondary"
            aria-label={`Move ${stop.name} up`}
            disabled={disabled || position === 1}
            onClick={() =>
              void edits.move(placed, { dayNumber: stop.dayNumber, position: position - 1 }, 'up')
            }
          >
            ↑<Word> Up</Word>
          </EditButton>
          <EditButton
            ref={down}
            $variant="secondary"
            aria-label={`Move ${stop.name} down`}
            disabled={disabled || position === stopsInDay}
            onClick={() =>
              void edits.move(placed, { dayNumber: stop.dayNumber, position: position + 1 }, 'down')
            }
          >
            ↓<Word> Down</Word>
          </EditButton>
          <label>
            <span aria-hidden="true">Day</span>
            <select
              ref={day}
              aria-label={`Move ${stop.name} to day`}
              value={stop.dayNumber}
              disabled={disabled}
              onChange={(event) =>
                void edits.move(placed, { dayNumber: Number(event.target.value), position: 1000 }, 'day')
              }
            >
              {days.map((number) => (
                <option key={number} value={number}>
                  Day {number}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div>
          <EditButton
            ref={renameButton}
            $variant="secondary"
            aria-label={`Rename ${stop.name}`}
            aria-expanded={open === 'rename'}
            disabled={disabled}
            onClick={() => setOpen(open === 'rename' ? null : 'rename')}
          >
            Rename
          </EditButton>
          <EditButton
            ref={noteButton}
            $variant="secondary"
            aria-label={`Note on ${stop.name}`}
            aria-expanded={open === 'note'}
            disabled={disabled}
            onClick={() => setOpen(open === 'note' ? null : 'note')}
          >
            Note
          </EditButton>
          <RemoveButton
            $variant="secondary"
            aria-label={`Remove ${stop.name}`}
            disabled={disabled}
            onClick={() => void edits.remove(placed)}
          >
            Remove
          </RemoveButton>
        </div>
      </Controls>
      {open === 'rename' && (
        <TextEdit
          label={`New name for ${stop.name}`}
          initial={stop.name}
          field="Stop name"
          max={PLAN_EDIT_LIMITS.stopName}
          saving={disabled}
          check={(name) => refusal(renameStopInputSchema.safeParse({ name }))}
          save={async (name) => {
            const failed = await edits.rename(stop, name);
            if (!failed) close(renameButton);
            return failed;
          }}
          onCancel={() => close(renameButton)}
          saveLabel="Save name"
        />
      )}
      {open === 'note' && (
        <TextEdit
          label={`Your note on ${stop.name}`}
          initial={stop.note ?? ''}
          field="Note"
          max={PLAN_EDIT_LIMITS.stopNote}
          multiline
          saving={disabled}
          check={(note) => refusal(stopNoteInputSchema.safeParse({ note }))}
          save={async (note) => {
            const failed = await edits.setStopNote(stop, note);
            if (!failed) close(noteButton);
            return failed;
          }}
          onCancel={() => close(noteButton)}
          saveLabel="Save note"
        />
      )}
    </Bar>
  );
}

/**
 * Once the moved stop shows where it went (the answer may render a moment after it arrives), its same
 * control takes the focus, or the other move button when that one is now disabled (first or last).
 */
function useFocusAfterMove(
  request: FocusRequest | null,
  done: () => void,
  stop: TripDetailStop,
  position: number,
  controls: Record<FocusRequest['control'], { current: HTMLButtonElement | HTMLSelectElement | null }>,
) {
  useEffect(() => {
    if (!request || request.stopKey !== stop.stopKey || request.dayNumber !== stop.dayNumber) return;
    if (request.control !== 'day' && request.position !== position) return;
    const wanted = controls[request.control].current;
    const other = request.control === 'up' ? controls.down.current : controls.up.current;
    const target = wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : wanted;
    target?.focus();
    if (target && document.activeElement === target) done();
  });
}
