import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { ProfileMeQueryData, ProfileMeQueryVariables } from '../../../generated/graphql';

export type { ProfileMeQueryData };
export type ProfileUser = NonNullable<ProfileMeQueryData['me']>;
export type ProfileStats = ProfileUser['stats'];

/** Everything the read-only profile shows, including the Adventure Stats card. */
export const ProfileMeQuery: TypedDocumentNode<ProfileMeQueryData, ProfileMeQueryVariables> = gql`
  query ProfileMe {
    me {
      id
      email
      firstName
      lastName
      profileImageUrl
      interests
      travelStyle
      preferredPace
      lodgingPreference
      distanceUnits
      stats {
        totalPoints
        level
        levelProgress
        nextLevel
        pointsToNextLevel
        tripsPlanned
        tripsCompleted
        photosShared
      }
    }
  }
`;

export function useProfileMe(skip: boolean) {
  return useQuery(ProfileMeQuery, { skip });
}
