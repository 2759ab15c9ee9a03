import type { Logger } from 'pino';
import { AppError, startPlannerTimer } from '@byway/kit';
import { catalogue } from '../data/catalogue.js';
import { createGazetteer } from './geo/gazetteer.js';
import { createPlaceCheck } from './geo/place-check.js';
import { createRouteCheck } from './planner/route-check.js';
import { estimateRouting, osrmRouting } from './geo/routing.js';
import { createPlaceCatalogue } from './insights/catalogue-places.js';
import { createHiddenGemFinder } from './insights/hidden-gems.js';
import { createRecommender } from './insights/smart-recommendations.js';
import { createStopAnalyst } from './insights/stop-analysis.js';
import { createOfflinePlanner } from './planner/offline-planner.js';
import { createOpenAiPlanner, type OnModelDay } from './planner/openai-planner.js';
import type { PlanProgressEvent, ProgressHub } from './planner/progress.js';
import type { TripRequest } from './planner/request.js';
import type { TripPlan } from './planner/types.js';
import type { PlannerConfig } from './planner-config.js';

/** Everything the AI service does, built once over the bundled data. */
/**
 * State shared by every replica, kept in the database (or Redis when configured): plan-progress events,
 * and the daily model-plan quota per traveller.
 */
export interface SharedAiState {
  progress: ProgressHub;
  takeModelQuota?: (userId: string, dailyQuota: number) => Promise<boolean>;
}

export function createAi(config: PlannerConfig, shared: SharedAiState, logger?: Logger) {
  const { progress } = shared;
  const { places, regions, events } = catalogue();
  const gazetteer = createGazetteer(places);
  const routing = config.ROUTING_URL
    ? osrmRouting(config.ROUTING_URL, { timeoutMs: config.ROUTING_TIMEOUT_MS, logger })
    : estimateRouting;
  const offline = createOfflinePlanner({ places, gazetteer, routing });
  // With an API key a model plans, checked by our own geocoding and distances; otherwise the offline planner.
  const model: { plan(request: TripRequest, userId: string, onDay?: OnModelDay): Promise<TripPlan> } =
    config.OPENAI_API_KEY
      ? createOpenAiPlanner({
          config: {
            apiKey: config.OPENAI_API_KEY,
            model: config.OPENAI_MODEL,
            ...(config.OPENAI_BASE_URL ? { baseUrl: config.OPENAI_BASE_URL } : {}),
            timeoutMs: config.OPENAI_TIMEOUT_MS,
            dailyQuotaPerUser: config.OPENAI_DAILY_QUOTA,
          },
          offline,
          assemble: (request, itinerary, model) => offline.assembleModelItinerary(request, itinerary, model),
          ...(shared.takeModelQuota ? { takeQuota: shared.takeModelQuota } : {}),
          ...(logger ? { logger } : {}),
        })
      : { plan: (request) => offline.plan(request) };

  /** Plans, reporting each step on the request's progress channel when it names one. */
  const planner = {
    async plan(request: TripRequest, userId: string): Promise<TripPlan> {
      const id = request.progressId;
      const publish = (event: PlanProgressEvent) => {
        if (id) progress.publish(id, userId, event);
      };
      // A plan with fixed waypoints (a trip pack) is laid out by the offline planner: the stops are given.
      const fixed = request.waypoints.length > 0;
      const chosen = config.OPENAI_API_KEY && !fixed ? 'openai' : 'offline';
      publish({ type: 'started', planner: chosen });
      // planner_duration_seconds (kit's metrics), under the planner that made the plan (a fallback's).
      const timed = startPlannerTimer();
      try {
        const plan = fixed
          ? await offline.plan(request)
          : await model.plan(request, userId, (day, optionIndex) =>
              publish({
                type: 'day',
                optionIndex,
                day: day.day,
                title: day.title,
                overnight: day.overnightTown,
              }),
            );
        // The offline planner has no stream of its own: its days are reported as soon as they exist.
        if (plan.planner === 'offline') {
          for (const segment of plan.routeOptions[0]?.dailySegments ?? []) {
            publish({
              type: 'day',
              optionIndex: 0,
              day: segment.day,
              title: segment.title,
              overnight: segment.overnight,
            });
          }
        }
        publish({ type: 'done', planner: plan.planner, fallbackReason: plan.fallbackReason });
        timed(plan.planner, 'ok');
        return plan;
      } catch (error) {
        timed(chosen, 'error');
        publish({ type: 'failed', message: error instanceof AppError ? error.message : 'Planning failed' });
        throw error;
      }
    },
  };
  return {
    config,
    planner,
    progress,
    offline,
    analyst: createStopAnalyst({ places, regions, gazetteer }),
    gems: createHiddenGemFinder({ places }),
    catalogue: createPlaceCatalogue({ places }),
    places: createPlaceCheck(gazetteer),
    routes: createRouteCheck(gazetteer),
    recommender: createRecommender({ places, regions, events, gazetteer }),
  };
}

export type Ai = ReturnType<typeof createAi>;
