// Live planning progress: the server-sent events of GET /api/trips/plan-progress/{uuid} (README 'How the
// offline planner plans'), read into what the builder's overlay shows.

export type PlanProgressEvent =
  | { type: 'started'; planner: string }
  | { type: 'day'; optionIndex: number; day: number; title: string; overnight: string }
  | { type: 'done'; planner: string; fallbackReason: string | null }
  | { type: 'failed'; message: string };

export const PLAN_PROGRESS_EVENT_TYPES = ['started', 'day', 'done', 'failed'] as const;

/** The part of EventSource the builder uses, so tests can hand in a fake. */
export interface ProgressEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens the progress stream of one plan; null where the browser has no EventSource. */
export type OpenProgressStream = (url: string) => ProgressEventSource | null;

export const openBrowserProgressStream: OpenProgressStream = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

export function planProgressUrl(progressId: string): string {
  return `/api/trips/plan-progress/${encodeURIComponent(progressId)}`;
}

/** Reads one event's JSON data; anything malformed is ignored (null). */
export function parsePlanProgressEvent(type: string, data: string): PlanProgressEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const num = (key: string) => (typeof record[key] === 'number' ? (record[key] as number) : 0);
  switch (type) {
    case 'started':
      return { type, planner: text('planner') };
    case 'day':
      if (num('day') < 1) return null;
      return {
        type,
        optionIndex: num('optionIndex'),
        day: num('day'),
        title: text('title'),
        overnight: text('overnight'),
      };
    case 'done':
      return { type, planner: text('planner'), fallbackReason: text('fallbackReason') || null };
    case 'failed':
      return { type, message: text('message') || 'Planning failed' };
    default:
      return null;
  }
}

export interface PlannedDay {
  day: number;
  title: string;
  overnight: string;
}

export interface PlanProgressState {
  phase: 'connecting' | 'planning' | 'done' | 'failed';
  /** Days of the first route option planned so far, in day order. */
  days: PlannedDay[];
  /** The latest step, as a sentence for the overlay. */
  message: string;
  /** Share of the trip's days planned, 0-100. */
  percent: number;
}

export function initialPlanProgress(): PlanProgressState {
  return { phase: 'connecting', days: [], message: 'Getting the planner ready...', percent: 0 };
}

/** Folds one event into the overlay's state; totalDays is what the traveller asked for. */
export function reducePlanProgress(
  state: PlanProgressState,
  event: PlanProgressEvent,
  totalDays: number,
): PlanProgressState {
  switch (event.type) {
    case 'started':
      return {
        ...state,
        phase: 'planning',
        message: 'Finding your route and the best places along it...',
      };
    case 'day': {
      const place = event.overnight || event.title;
      const label = place ? `: ${place}` : '';
      if (event.optionIndex > 0) {
        return {
          ...state,
          phase: 'planning',
          message: `Planning route option ${event.optionIndex + 1}, day ${event.day} of ${totalDays}${label}`,
        };
      }
      const days = [
        ...state.days.filter((item) => item.day !== event.day),
        { day: event.day, title: event.title, overnight: event.overnight },
      ].sort((a, b) => a.day - b.day);
      return {
        phase: 'planning',
        days,
        message: `Planning day ${event.day} of ${totalDays}${label}`,
        percent: Math.min(100, Math.round((days.length / Math.max(totalDays, 1)) * 100)),
      };
    }
    case 'done':
      return {
        ...state,
        phase: 'done',
        message: 'Your itinerary is ready! Saving your trip...',
        percent: 100,
      };
    case 'failed':
      return { ...state, phase: 'failed', message: event.message };
  }
}
