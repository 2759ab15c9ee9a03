import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { AchievementsPageQueryData, AchievementsPageQueryVariables } from '../../../generated/graphql';

export type { AchievementsPageQueryData };
export type AchievementWithProgress = AchievementsPageQueryData['myAchievements'][number];
export type LevelStats = NonNullable<AchievementsPageQueryData['me']>['stats'];

/** Every achievement with the traveller's progress, and their level, points and way to the next level. */
export const AchievementsPageQuery: TypedDocumentNode<
  AchievementsPageQueryData,
  AchievementsPageQueryVariables
> = gql`
  query AchievementsPage {
    me {
      id
      stats {
        totalPoints
        level
        levelProgress
        nextLevel
        pointsToNextLevel
      }
    }
    myAchievements {
      id
      name
      description
      icon
      category
      actionRequired
      actionCount
      pointsRequired
      progress
      maxProgress
      earned
      earnedAt
    }
  }
`;

export function useAchievementsPage(skip: boolean) {
  // Progress moves whenever the traveller plans, shares or checks in: always read it fresh on this page.
  return useQuery(AchievementsPageQuery, { skip, fetchPolicy: 'cache-and-network' });
}
