import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the returned ref's element whenever `key` changes (not on the
 * first render): a wizard's new question gets focus as the traveller moves between steps.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
