import { plannerInfo, type PlannerConfig } from '../domain/planner-config.js';
import { tripThemes } from '../domain/trip-themes.js';

export function queryResolvers(config: PlannerConfig) {
  const info = plannerInfo(config);
  return {
    tripThemes: () => tripThemes(),
    plannerInfo: () => info,
  };
}
