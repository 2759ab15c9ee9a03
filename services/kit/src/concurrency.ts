/**
 * Runs at most `slots` tasks at once; the others wait their turn, first come first served. For work that
 * must not take every core or every database connection at once (password hashing, background reports).
 */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
