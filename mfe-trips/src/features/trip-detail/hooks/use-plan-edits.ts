import { ApolloError } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { CUSTOM_STOP_LIMITS } from '@byway/contracts/rules';
import { usePlanEditMutations } from '../api/plan-edits';
import type { TripDetailStop } from '../api/trip-detail';

/**
 * The trip page's hand edits (issue 22): one edit at a time, each saved at once; after each, a notice
 * that says what changed and offers its undo (the inverse edit), and focus where the traveller left it.
 */

/** What the notice under the plan says: the last edit (with its undo), an undo, or a failure. */
export interface EditNotice {
  /** Grows with each notice, so the same words twice are still announced and focused anew. */
  id: number;
  message: string;
  tone: 'done' | 'failed';
  undo: (() => void) | null;
  /** The notice takes the focus (after a remove: the stop and its buttons are gone). */
  takeFocus: boolean;
}

/** Where the focus goes once a moved stop shows in its new place: the same control of the same stop. */
export interface FocusRequest {
  stopKey: string;
  control: 'up' | 'down' | 'day';
  dayNumber: number;
  position: number;
}

/** The failure in plain words: the server's own (a limit, 'Stop not found'), or that it was not reached. */
export function editFailureReason(error: unknown): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first && first.extensions?.code !== 'INTERNAL_SERVER_ERROR') return first.message;
    if (first) return 'Something went wrong on our side. Please try again.';
  }
  return "We couldn't reach Byway. Check your connection and try again.";
}

/** A stop as the edits know it where it is shown: its day and its place there (from 1). */
export interface PlacedStop {
  stop: TripDetailStop;
  position: number;
}

const stopAddress = (stop: TripDetailStop) => {
  const latitude = stop.latitude ?? stop.lat;
  const longitude = stop.longitude ?? stop.lng;
  if (latitude === null || longitude === null) return null;
  const cut = (text: string | null, max: number) => (text ? text.slice(0, max) : null);
  return {
    name: stop.name,
    description: cut(stop.description, CUSTOM_STOP_LIMITS.description),
    category: cut(stop.category, CUSTOM_STOP_LIMITS.category),
    address: cut(stop.address, CUSTOM_STOP_LIMITS.address),
    latitude,
    longitude,
    estimatedDuration: stop.estimatedDuration,
    addAnyway: true,
  };
};

/** What a kept edit says, and its inverse edit (null: it cannot be undone). */
interface EditDone {
  message: string;
  undo: (() => Promise<unknown>) | null;
  /** What the notice says once undone. */
  undone: string;
  takeFocus?: boolean;
}

/** One edit at a time, the notice of the last, and its undo. */
function useEditRunner() {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<EditNotice | null>(null);
  const noticeId = useRef(0);
  const busy = useRef(false);

  const say = useCallback(
    (message: string, tone: EditNotice['tone'], undo: (() => void) | null, takeFocus = false) => {
      noticeId.current += 1;
      setNotice({ id: noticeId.current, message, tone, undo, takeFocus });
    },
    [],
  );

  /**
   * Runs one edit (nothing else while it saves); answers null when it was kept, else the reason in plain
   * words. `done` is the notice of a kept edit, with its undo.
   */
  const run = useCallback(
    async (edit: () => Promise<unknown>, done: EditDone): Promise<string | null> => {
      if (busy.current) return 'Another change is still being saved.';
      busy.current = true;
      setSaving(true);
      try {
        await edit();
      } catch (error) {
        return editFailureReason(error);
      } finally {
        busy.current = false;
        setSaving(false);
      }
      const inverse = done.undo;
      const undo =
        inverse &&
        (async () => {
          const failed = await run(inverse, {
            message: `Undone: ${done.undone}`,
            undo: null,
            undone: '',
            takeFocus: true,
          });
          if (failed) say(`We couldn't undo that. ${failed}`, 'failed', () => void undo?.(), true);
        });
      say(done.message, 'done', undo && (() => void undo()), done.takeFocus);
      return null;
    },
    [say],
  );

  /** A failed remove or move: said in the notice (the stop's own controls stay as they were). */
  const runOrSay = useCallback(
    async (edit: () => Promise<unknown>, done: EditDone, failure: string) => {
      const failed = await run(edit, done);
      if (failed) say(`${failure} ${failed}`, 'failed', null);
      return failed;
    },
    [run, say],
  );

  const dismiss = useCallback(() => setNotice(null), []);
  return { saving, notice, dismiss, run, runOrSay };
}

export function usePlanEdits(tripId: number) {
  const mutations = usePlanEditMutations();
  const { saving, notice, dismiss, run, runOrSay } = useEditRunner();
  const [focus, setFocus] = useState<FocusRequest | null>(null);

  const remove = useCallback(
    ({ stop, position }: PlacedStop) => {
      const { name, stopKey, dayNumber, note } = stop;
      const place = stopAddress(stop);
      // Kept between tries: an undo that failed after the stop was added back does not add it twice.
      let addedKey: string | null = null;
      const putBack =
        place &&
        (async () => {
          if (!addedKey) {
            const added = await mutations.putBack({ variables: { tripId, stop: place } });
            addedKey = added.data?.addStopToTrip.stopKey ?? null;
          }
          if (!addedKey) throw new Error('The stop was not added back');
          await mutations.move({ variables: { tripId, stopKey: addedKey, dayNumber, position } });
          if (note) await mutations.setStopNote({ variables: { tripId, stopKey: addedKey, note } });
        });
      return runOrSay(
        () => mutations.remove({ variables: { tripId, stopKey } }),
        {
          message: place
            ? `Removed ${name}.`
            : `Removed ${name}. It has no place on the map, so it can't be put back.`,
          undo: putBack,
          undone: `${name} is back on day ${dayNumber}, now as a stop you added.`,
          takeFocus: true,
        },
        `We couldn't remove ${name}.`,
      );
    },
    [mutations, runOrSay, tripId],
  );

  const move = useCallback(
    async (
      { stop, position }: PlacedStop,
      to: { dayNumber: number; position: number },
      control: FocusRequest['control'],
    ) => {
      const { name, stopKey, dayNumber } = stop;
      const where =
        to.dayNumber !== dayNumber ? `to day ${to.dayNumber}` : to.position < position ? 'up' : 'down';
      const failed = await runOrSay(
        () => mutations.move({ variables: { tripId, stopKey, ...to } }),
        {
          message: `Moved ${name} ${where}.`,
          undo: () => mutations.move({ variables: { tripId, stopKey, dayNumber, position } }),
          undone: `${name} is back where it was.`,
        },
        `We couldn't move ${name}.`,
      );
      if (!failed) setFocus({ stopKey, control, ...to });
    },
    [mutations, runOrSay, tripId],
  );

  const rename = useCallback(
    (stop: TripDetailStop, name: string) =>
      run(() => mutations.rename({ variables: { tripId, stopKey: stop.stopKey, name } }), {
        message: `Renamed ${stop.name} to ${name.trim()}.`,
        undo: () => mutations.rename({ variables: { tripId, stopKey: stop.stopKey, name: stop.name } }),
        undone: `${name.trim()} is called ${stop.name} again.`,
      }),
    [mutations, run, tripId],
  );

  const setStopNote = useCallback(
    (stop: TripDetailStop, note: string) => {
      const cleared = note.trim() === '';
      return run(
        () =>
          mutations.setStopNote({
            variables: { tripId, stopKey: stop.stopKey, note: cleared ? null : note },
          }),
        {
          message: cleared ? `Cleared your note on ${stop.name}.` : `Saved your note on ${stop.name}.`,
          undo: () =>
            mutations.setStopNote({ variables: { tripId, stopKey: stop.stopKey, note: stop.note } }),
          undone: `your note on ${stop.name} is as it was.`,
        },
      );
    },
    [mutations, run, tripId],
  );

  const setDayNote = useCallback(
    (dayNumber: number, was: string | null, note: string) => {
      const cleared = note.trim() === '';
      return run(
        () => mutations.setDayNote({ variables: { tripId, dayNumber, note: cleared ? null : note } }),
        {
          message: cleared
            ? `Cleared your note on day ${dayNumber}.`
            : `Saved your note on day ${dayNumber}.`,
          undo: () => mutations.setDayNote({ variables: { tripId, dayNumber, note: was } }),
          undone: `your note on day ${dayNumber} is as it was.`,
        },
      );
    },
    [mutations, run, tripId],
  );

  const focusDone = useCallback(() => setFocus(null), []);

  return { saving, notice, dismiss, focus, focusDone, remove, move, rename, setStopNote, setDayNote };
}

export type PlanEdits = ReturnType<typeof usePlanEdits>;
