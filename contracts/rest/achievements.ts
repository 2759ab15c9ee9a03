import { z } from 'zod';

/**
 * `GET /api/achievements`: every active achievement with the signed-in traveller's progress, grouped by
 * category (the order of ACHIEVEMENT_CATEGORIES in contracts/rules). `icon` is a lucide icon name;
 * `actionRequired` is the action counted, `streak_days`, or null for a points milestone (`pointsRequired`).
 */
export const achievementProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
  pointsRequired: z.number().int(),
  actionRequired: z.string().nullable(),
  actionCount: z.number().int(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;

export const achievementsResponseSchema = z.array(achievementProgressSchema);
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
