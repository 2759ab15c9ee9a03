import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@byway/web-ui';
import type { Notify } from '../../../lib/shell-contract';
import { createTripFromPack, tripFromPackPayload, type PackForTrip } from '../api/create-trip-from-pack';
import {
  followPackProgress,
  initialPackProgress,
  openBrowserProgressStream,
  type OpenProgressStream,
  type PackProgress,
} from '../lib/plan-progress';
import { GeneratingOverlay } from '../components/generating-overlay';

/**
 * 'View Details' / 'Plan this trip' (spec 7): the signed-in traveller's trip following the pack, with the planner's
 * progress on a full-screen overlay (cancellable) and the trip page once it is ready; a refusal is a toast.
 */
export function usePlanFromPack(
  notify: Notify,
  openProgressStream: OpenProgressStream = openBrowserProgressStream,
) {
  const navigate = useNavigate();
  const [creatingId, setCreatingId] = useState<number | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<PackProgress>(initialPackProgress);
  const stopProgress = useRef<() => void>(() => undefined);
  useEffect(() => () => stopProgress.current(), []);

  const plan = async (pack: PackForTrip, season: string, startFrom = '') => {
    const controller = new AbortController();
    pending.current = controller;
    setCreatingId(pack.id);
    // Listen before asking, so no step of the plan is missed.
    const progressId = crypto.randomUUID();
    setProgress(initialPackProgress());
    stopProgress.current();
    const payload = tripFromPackPayload(pack, season, progressId, startFrom);
    // From the traveller's city the planner adds the days of driving, so the total is its to tell.
    const totalDays = payload.startFrom ? null : pack.duration;
    stopProgress.current = followPackProgress(openProgressStream, progressId, totalDays, setProgress);
    try {
      const tripId = await createTripFromPack(payload, controller.signal);
      if (!controller.signal.aborted) navigate(`/trip/${tripId}`);
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.error('[byway] trip from pack failed', failure);
      notify({
        title: 'Unable to View Trip',
        description:
          (failure instanceof ApiError ? failure.serverMessage : null) ??
          'Unable to access trip details. Please try again.',
        variant: 'destructive',
      });
    } finally {
      stopProgress.current();
      if (pending.current === controller) {
        pending.current = null;
        setCreatingId(null);
      }
    }
  };

  const cancel = () => {
    stopProgress.current();
    pending.current?.abort();
    pending.current = null;
    setCreatingId(null);
  };

  const overlay = creatingId !== null ? <GeneratingOverlay onCancel={cancel} progress={progress} /> : null;
  return { creatingId, plan, overlay };
}
