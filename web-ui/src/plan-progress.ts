// Following a plan's live progress: the server-sent events of GET /api/trips/plan-progress/{uuid} (one
// contract with the AI service that sends them, contracts/rest/plan-progress.ts). The trip builder and the
// trip-pack finder both read it; each folds the events into what its own overlay shows.
import {
  isFinalPlanProgressEvent,
  parsePlanProgressEvent,
  PLAN_PROGRESS_EVENT_TYPES,
  planProgressUrl,
  type PlanProgressEvent,
} from '@byway/contracts/rest/plan-progress';

/** The part of EventSource a progress overlay uses, so tests can hand in a fake. */
export interface ProgressEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens the progress stream of one plan; null where the browser has no EventSource. */
export type OpenProgressStream = (url: string) => ProgressEventSource | null;

export const openBrowserProgressStream: OpenProgressStream = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

/**
 * Follows one plan's stream until it is done or failed, or the returned function is called: each event of
 * the contract goes through `reduce` into `onProgress`; a malformed event is left out (the trip is still
 * made), and a final one, malformed or not, closes the stream.
 */
export function followPlanProgress<State>(
  open: OpenProgressStream,
  progressId: string,
  reduce: (state: State, event: PlanProgressEvent) => State,
  onProgress: (update: (state: State) => State) => void,
): () => void {
  const stream = open(planProgressUrl(progressId));
  if (!stream) return () => undefined;
  for (const type of PLAN_PROGRESS_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const event = parsePlanProgressEvent(type, message.data);
      if (event) onProgress((state) => reduce(state, event));
      if (event ? isFinalPlanProgressEvent(event) : type === 'done' || type === 'failed') stream.close();
    });
  }
  return () => stream.close();
}
