import { useState, type FormEvent } from 'react';
import type { Notify } from '../../../../lib/shell-contract';

/** What every trip panel with a form is given: its trip, the trip's stop names, and the toasts. */
export interface TripPanelProps {
  tripId: number;
  stopNames: string[];
  notify: Notify;
}

/**
 * The form of a trip panel (spec 5 forms, spec 8 toasts): a draft, its field errors (a field's error goes
 * when it changes), and a submit that validates, saves, toasts and empties the form; a failed save toasts
 * and keeps what the traveller typed.
 */
export function usePanelForm<Draft extends object, Errors extends Partial<Record<keyof Draft, string>>>({
  empty,
  validate,
  save,
  notify,
  saved,
  failure,
}: {
  empty: Draft;
  validate: (draft: Draft) => Errors;
  save: (draft: Draft) => Promise<unknown>;
  notify: Notify;
  /** The toast's title after a save. */
  saved: string;
  /** The error toast's description when a save fails. */
  failure: string;
}) {
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Errors>({} as Errors);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await save(draft);
      notify({ title: saved });
      setDraft(empty);
    } catch {
      notify({ title: 'Error', description: failure, variant: 'destructive' });
    }
  };

  return { draft, errors, change, submit };
}
