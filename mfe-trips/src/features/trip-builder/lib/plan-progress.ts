// Live planning progress: the server-sent events of GET /api/trips/plan-progress/{uuid} (README 'How the
// offline planner plans'), read into what the builder's overlay shows.

import type { PlanProgressEvent } from '@byway/contracts/rest/plan-progress';

// The events are one contract with the AI service that sends them (and the trip-pack finder that reads them
// too): their type, URL and parser come from there.
export {
  parsePlanProgressEvent,
  PLAN_PROGRESS_EVENT_TYPES,
  planProgressUrl,
  type PlanProgressEvent,
} from '@byway/contracts/rest/plan-progress';

// Opening and following the stream is web-ui's, shared with the trip-pack finder.
export {
  followPlanProgress,
  openBrowserProgressStream,
  type OpenProgressStream,
  type ProgressEventSource,
} from '@byway/web-ui/plan-progress';

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
