import type { Logger } from 'pino';
import { catalogue } from '../data/catalogue.js';
import { createGazetteer } from './geo/gazetteer.js';
import { estimateRouting, osrmRouting } from './geo/routing.js';
import { createHiddenGemFinder } from './insights/hidden-gems.js';
import { createRecommender } from './insights/smart-recommendations.js';
import { createStopAnalyst } from './insights/stop-analysis.js';
import { createOfflinePlanner } from './planner/offline-planner.js';
import { createOpenAiPlanner } from './planner/openai-planner.js';
import type { TripRequest } from './planner/request.js';
import type { TripPlan } from './planner/types.js';
import type { PlannerConfig } from './planner-config.js';

/** Everything the AI service does, built once over the bundled data. */
export function createAi(config: PlannerConfig, logger?: Logger) {
  const { places, regions, events } = catalogue();
  const gazetteer = createGazetteer(places);
  const routing = config.ROUTING_URL
    ? osrmRouting(config.ROUTING_URL, { timeoutMs: config.ROUTING_TIMEOUT_MS, logger })
    : estimateRouting;
  const offline = createOfflinePlanner({ places, gazetteer, routing });
  // With an API key a model plans, checked by our own geocoding and distances; otherwise the offline planner.
  const planner: { plan(request: TripRequest, userId: string): Promise<TripPlan> } = config.OPENAI_API_KEY
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
        ...(logger ? { logger } : {}),
      })
    : { plan: (request) => offline.plan(request) };
  return {
    planner,
    offline,
    analyst: createStopAnalyst({ places, regions, gazetteer }),
    gems: createHiddenGemFinder({ places }),
    recommender: createRecommender({ places, regions, events, gazetteer }),
  };
}

export type Ai = ReturnType<typeof createAi>;
