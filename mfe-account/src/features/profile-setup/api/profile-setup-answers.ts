import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  ProfileSetupAnswersQueryData,
  ProfileSetupAnswersQueryVariables,
} from '../../../generated/graphql';

/** The traveller's current preferences, which the profile wizard opens with. */
export const ProfileSetupAnswersQuery: TypedDocumentNode<
  ProfileSetupAnswersQueryData,
  ProfileSetupAnswersQueryVariables
> = gql`
  query ProfileSetupAnswers {
    me {
      id
      interests
      travelStyle
      preferredPace
      lodgingPreference
    }
  }
`;

export function useProfileSetupAnswers(skip: boolean) {
  return useQuery(ProfileSetupAnswersQuery, { skip });
}
