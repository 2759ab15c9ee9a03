// Which Dialog is on top, for what must stay usable while one is open: everything outside a modal
// <dialog> is inert (no clicks, hidden from screen readers), even what is painted above it, so the shell's
// toasts render inside the top dialog while there is one. Kept apart from dialog.tsx, so the shell's first
// page carries no dialog styles.
import { useEffect, useState } from 'react';

/** Dispatched on the document whenever a Dialog opens or closes. */
export const DIALOG_CHANGE_EVENT = 'byway:dialog-change';

/** The top open dialog of the document, or null. */
export function topDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
  return open.at(-1) ?? null;
}

/** The top open dialog, followed as Dialogs open and close. */
export function useTopDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setTop(topDialog());
    update();
    document.addEventListener(DIALOG_CHANGE_EVENT, update);
    return () => document.removeEventListener(DIALOG_CHANGE_EVENT, update);
  }, []);
  return top;
}
