import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialPlanProgress,
  parsePlanProgressEvent,
  PLAN_PROGRESS_EVENT_TYPES,
  planProgressUrl,
  reducePlanProgress,
  type OpenProgressStream,
  type PlanProgressState,
  type ProgressEventSource,
} from '../lib/plan-progress';

/**
 * Follows one plan's progress stream. `listen` opens it (call it BEFORE sending the mutation that names
 * the id); the stream closes on done or failed, on `stop`, and when the component unmounts.
 */
export function usePlanProgress(openStream: OpenProgressStream) {
  const [progress, setProgress] = useState<PlanProgressState>(initialPlanProgress);
  const source = useRef<ProgressEventSource | null>(null);

  const stop = useCallback(() => {
    source.current?.close();
    source.current = null;
  }, []);

  const listen = useCallback(
    (progressId: string, totalDays: number) => {
      stop();
      setProgress(initialPlanProgress());
      const stream = openStream(planProgressUrl(progressId));
      if (!stream) return;
      source.current = stream;
      for (const type of PLAN_PROGRESS_EVENT_TYPES) {
        stream.addEventListener(type, (message) => {
          if (source.current !== stream) return;
          const event = parsePlanProgressEvent(type, message.data);
          if (!event) return;
          setProgress((state) => reducePlanProgress(state, event, totalDays));
          if (event.type === 'done' || event.type === 'failed') stop();
        });
      }
    },
    [openStream, stop],
  );

  useEffect(() => stop, [stop]);

  return { progress, listen, stop };
}
