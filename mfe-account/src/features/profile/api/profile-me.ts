import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';

export interface ProfileStats {
  totalPoints: number;
  level: string;
  tripsPlanned: number;
  tripsCompleted: number;
  photosShared: number;
}

export interface ProfileUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  interests: string[];
  travelStyle: string | null;
  preferredPace: string | null;
  lodgingPreference: string | null;
  stats: ProfileStats;
}

export interface ProfileMeQueryData {
  me: ProfileUser | null;
}

/** Everything the read-only profile shows, including the Adventure Stats card. */
export const ProfileMeQuery: TypedDocumentNode<ProfileMeQueryData, Record<string, never>> = gql`
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
      stats {
        totalPoints
        level
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
