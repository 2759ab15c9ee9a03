// Live progress of the trip a pack is turned into: the same server-sent events the trip builder reads
// (GET /api/trips/plan-progress/{uuid}, one contract in contracts/rest/plan-progress.ts), reduced to the
// overlay's sentence and share of days planned.
import type { PlanProgressEvent } from '@byway/contracts/rest/plan-progress';
import { followPlanProgress, type OpenProgressStream } from '@byway/web-ui/plan-progress';

export {
  openBrowserProgressStream,
  type OpenProgressStream,
  type ProgressEventSource,
} from '@byway/web-ui/plan-progress';

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

/**
 * Folds one event into the overlay's state; only the first route option's days count. `totalDays` is null
 * when the planner decides it (a pack started from the traveller's city gains the days of driving).
 */
export function reducePackProgress(
  state: PackProgress,
  event: PlanProgressEvent,
  totalDays: number | null,
): PackProgress {
  switch (event.type) {
    case 'started':
      return { ...state, message: "Laying out the pack's stops day by day..." };
    case 'day': {
      if (event.optionIndex > 0) return state;
      const overnight = event.overnight ? `: ${event.overnight}` : '';
      if (totalDays === null)
        return { message: `Planned day ${event.day}${overnight}`, percent: state.percent };
      return {
        message: `Planned day ${event.day} of ${totalDays}${overnight}`,
        percent: Math.max(
          state.percent,
          Math.min(100, Math.round((event.day / Math.max(1, totalDays)) * 100)),
        ),
      };
    }
    case 'done':
      return { message: 'Saving your trip...', percent: 100 };
    case 'failed':
      return state;
  }
}

/** Follows one plan's stream until it is done or failed, or `close` is called. */
export function followPackProgress(
  open: OpenProgressStream,
  progressId: string,
  totalDays: number | null,
  onProgress: (update: (state: PackProgress) => PackProgress) => void,
): () => void {
  return followPlanProgress<PackProgress>(
    open,
    progressId,
    (state, event) => reducePackProgress(state, event, totalDays),
    onProgress,
  );
}
