// Live progress of the trip a pack is turned into: the same server-sent events the trip builder reads
// (GET /api/trips/plan-progress/{uuid}), reduced to the overlay's sentence and share of days planned.

/** The part of EventSource the overlay uses, so tests can hand in a fake. */
export interface ProgressEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens a plan's progress stream; null where the browser has no EventSource. */
export type OpenProgressStream = (url: string) => ProgressEventSource | null;

export const openBrowserProgressStream: OpenProgressStream = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

export const planProgressUrl = (progressId: string) =>
  `/api/trips/plan-progress/${encodeURIComponent(progressId)}`;

export interface PackProgress {
  /** The latest step, as a sentence. */
  message: string;
  /** Share of the pack's days planned, 0-100. */
  percent: number;
}

export const initialPackProgress = (): PackProgress => ({
  message: 'Getting the planner ready...',
  percent: 0,
});

function read(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Folds one event into the overlay's state; only the first route option's days count. `totalDays` is null
 * when the planner decides it (a pack started from the traveller's city gains the days of driving).
 */
export function reducePackProgress(
  state: PackProgress,
  type: string,
  data: string,
  totalDays: number | null,
): PackProgress {
  const event = read(data);
  if (type === 'started') return { ...state, message: "Laying out the pack's stops day by day..." };
  if (type === 'day') {
    const day = typeof event.day === 'number' ? event.day : 0;
    if (day < 1 || (typeof event.optionIndex === 'number' && event.optionIndex > 0)) return state;
    const overnight = typeof event.overnight === 'string' && event.overnight ? `: ${event.overnight}` : '';
    if (totalDays === null) return { message: `Planned day ${day}${overnight}`, percent: state.percent };
    return {
      message: `Planned day ${day} of ${totalDays}${overnight}`,
      percent: Math.max(state.percent, Math.min(100, Math.round((day / Math.max(1, totalDays)) * 100))),
    };
  }
  if (type === 'done') return { message: 'Saving your trip...', percent: 100 };
  return state;
}

/** Follows one plan's stream until it is done or failed, or `close` is called. */
export function followPackProgress(
  open: OpenProgressStream,
  progressId: string,
  totalDays: number | null,
  onProgress: (update: (state: PackProgress) => PackProgress) => void,
): () => void {
  const stream = open(planProgressUrl(progressId));
  if (!stream) return () => undefined;
  for (const type of ['started', 'day', 'done', 'failed']) {
    stream.addEventListener(type, (message) => {
      onProgress((state) => reducePackProgress(state, type, message.data, totalDays));
      if (type === 'done' || type === 'failed') stream.close();
    });
  }
  return () => stream.close();
}
