import { gql, useApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type {
  AcknowledgeAchievementsMutationData,
  AcknowledgeAchievementsMutationVariables,
  UnseenAchievementsQueryData,
  UnseenAchievementsQueryVariables,
} from '../../generated/graphql';
import { useNotify } from '../../components/notifications/notifications-provider';
import { useAuth } from '../../lib/auth';

export const UnseenAchievementsQuery: TypedDocumentNode<
  UnseenAchievementsQueryData,
  UnseenAchievementsQueryVariables
> = gql`
  query UnseenAchievementsQuery {
    unseenAchievements {
      id
      name
      description
    }
  }
`;

export const AcknowledgeAchievementsMutation: TypedDocumentNode<
  AcknowledgeAchievementsMutationData,
  AcknowledgeAchievementsMutationVariables
> = gql`
  mutation AcknowledgeAchievementsMutation($ids: [ID!]!) {
    acknowledgeAchievements(ids: $ids)
  }
`;

/** The toast's words for what was earned since the last look (spec 9: one toast at a time). */
export function achievementToast(earned: readonly { name: string; description: string }[]) {
  const [first] = earned;
  if (!first) return null;
  return earned.length === 1
    ? { title: `Achievement unlocked: ${first.name}`, description: first.description }
    : {
        title: `${earned.length} achievements unlocked!`,
        description: earned.map((achievement) => achievement.name).join(', '),
      };
}

/**
 * Tells a signed-in traveller about achievements they earned, wherever they are: it asks once per page
 * they open (no polling), shows one toast, and marks them seen so they are told once.
 */
export function AchievementAnnouncer() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const client = useApolloClient();
  const notify = useNotify();
  const asking = useRef(false);

  useEffect(() => {
    if (!user || asking.current) return;
    asking.current = true;
    void (async () => {
      try {
        const { data } = await client.query({ query: UnseenAchievementsQuery, fetchPolicy: 'network-only' });
        const earned = data?.unseenAchievements ?? [];
        const toast = achievementToast(earned);
        if (!toast) return;
        notify(toast);
        await client.mutate({
          mutation: AcknowledgeAchievementsMutation,
          variables: { ids: earned.map((achievement) => achievement.id) },
        });
      } catch {
        // An announcement is a courtesy: the achievements page shows them all anyway.
      } finally {
        asking.current = false;
      }
    })();
  }, [user, pathname, client, notify]);

  return null;
}
