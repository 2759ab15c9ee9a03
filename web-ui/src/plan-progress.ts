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
 * The event a stream ends with when the server sending it stops (kit's drain.ts, RECONNECT_EVENT): the
 * plan goes on, and opening the stream again reaches another server.
 */
export const RECONNECT_EVENT = 'reconnect';
/** Opening the stream again is tried this many times in one follow, so two servers never bounce it forever. */
export const MAX_RECONNECTS = 5;
/** A short, spread wait before opening it again, so a stopping server's streams do not all return at once. */
const reconnectDelayMs = () => 200 + Math.random() * 800;

/**
 * Follows one plan's stream until it is done or failed, or the returned function is called: each event of
 * the contract goes through `reduce` into `onProgress`; a malformed event is left out (the trip is still
 * made), and a final one, malformed or not, closes the stream. A reconnect event (its server stopping)
 * opens it again; every opening replays the plan's events from the first, so those already folded are
 * skipped.
 */
export function followPlanProgress<State>(
  open: OpenProgressStream,
  progressId: string,
  reduce: (state: State, event: PlanProgressEvent) => State,
  onProgress: (update: (state: State) => State) => void,
): () => void {
  let stream: ProgressEventSource | null = null;
  let stopped = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let folded = 0;
  let reconnects = 0;

  const follow = (): boolean => {
    const current = open(planProgressUrl(progressId));
    stream = current;
    if (!current) return false;
    // Events of this connection so far; EventSource's own reconnection (after a cut) replays from the first too.
    let heard = 0;
    current.addEventListener('open', () => {
      heard = 0;
    });
    for (const type of PLAN_PROGRESS_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        heard += 1;
        if (heard <= folded) return;
        folded += 1;
        const event = parsePlanProgressEvent(type, message.data);
        if (event) onProgress((state) => reduce(state, event));
        if (event ? isFinalPlanProgressEvent(event) : type === 'done' || type === 'failed') current.close();
      });
    }
    current.addEventListener(RECONNECT_EVENT, () => {
      current.close();
      if (stopped || reconnects >= MAX_RECONNECTS) return;
      reconnects += 1;
      pending = setTimeout(follow, reconnectDelayMs());
    });
    return true;
  };

  if (!follow()) return () => undefined;
  return () => {
    stopped = true;
    clearTimeout(pending);
    stream?.close();
  };
}
