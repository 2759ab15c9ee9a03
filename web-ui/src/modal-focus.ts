// What makes a dialog modal for keyboard and screen-reader users, one owner for every front-end's
// dialogs (WAI-ARIA dialog pattern): focus moves in when it opens, Tab and Shift+Tab stay inside, Escape
// closes (unless the dialog is busy), and focus goes back to what opened it when it closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The parts of a panel Tab can reach, in order. */
export function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

export interface ModalFocusOptions {
  /** Where focus goes on open; the first focusable part of the panel (or the panel) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False while a request runs: Escape then does nothing. */
  closable?: boolean;
}

/**
 * Keeps the keyboard inside `panel` while the component is mounted. Mount the dialog only while it is
 * open. The panel should carry role="dialog", aria-modal="true" and a label; tabIndex={-1} lets it take
 * focus when it has nothing focusable.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocus, closable = true }: ModalFocusOptions = {},
): void {
  const latest = useRef({ onClose, closable });
  latest.current = { onClose, closable };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocus?.current ?? (panel.current ? focusableIn(panel.current)[0] : null);
    (target ?? panel.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
      if (event.key === 'Escape') {
        // Taken here, so a native <dialog> gets no close request of its own (React closes it, or keeps it).
        event.preventDefault();
        if (latest.current.closable) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const parts = focusableIn(root);
      const first = parts[0];
      const last = parts[parts.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // The opener may be gone (a card re-rendered); then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
    // Refs are stable, so this runs on mount and unmount only; onClose and closable are read through `latest`.
  }, [panel, initialFocus]);
}
