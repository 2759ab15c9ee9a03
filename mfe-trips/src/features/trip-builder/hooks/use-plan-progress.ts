import { useCallback, useEffect, useRef, useState } from 'react';
import {
  followPlanProgress,
  initialPlanProgress,
  reducePlanProgress,
  type OpenProgressStream,
  type PlanProgressState,
} from '../lib/plan-progress';

/**
 * Follows one plan's progress stream. `listen` opens it (call it BEFORE sending the mutation that names
 * the id); the stream closes on done or failed, on `stop`, and when the component unmounts.
 */
export function usePlanProgress(openStream: OpenProgressStream) {
  const [progress, setProgress] = useState<PlanProgressState>(initialPlanProgress);
  const close = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    close.current?.();
    close.current = null;
  }, []);

  const listen = useCallback(
    (progressId: string, totalDays: number) => {
      stop();
      setProgress(initialPlanProgress());
      close.current = followPlanProgress<PlanProgressState>(
        openStream,
        progressId,
        (state, event) => reducePlanProgress(state, event, totalDays),
        setProgress,
      );
    },
    [openStream, stop],
  );

  useEffect(() => stop, [stop]);

  return { progress, listen, stop };
}
