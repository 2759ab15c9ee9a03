import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  ProfileApiTokensQueryData,
  ProfileApiTokensQueryVariables,
  ProfileCreateApiTokenMutationData,
  ProfileCreateApiTokenMutationVariables,
  ProfileRevokeApiTokenMutationData,
  ProfileRevokeApiTokenMutationVariables,
} from '../../../generated/graphql';

export type ApiToken = ProfileApiTokensQueryData['myApiTokens'][number];

/** The traveller's live personal API tokens (issue 13), newest first; never their secrets. */
export const ProfileApiTokensQuery: TypedDocumentNode<
  ProfileApiTokensQueryData,
  ProfileApiTokensQueryVariables
> = gql`
  query ProfileApiTokens {
    myApiTokens {
      id
      name
      scope
      prefix
      createdAt
      lastUsedAt
    }
  }
`;

/** Makes a token; the answer's secret is shown once and never again. */
export const ProfileCreateApiTokenMutation: TypedDocumentNode<
  ProfileCreateApiTokenMutationData,
  ProfileCreateApiTokenMutationVariables
> = gql`
  mutation ProfileCreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
        name
        scope
        prefix
        createdAt
        lastUsedAt
      }
    }
  }
`;

/** Revokes a token at once. */
export const ProfileRevokeApiTokenMutation: TypedDocumentNode<
  ProfileRevokeApiTokenMutationData,
  ProfileRevokeApiTokenMutationVariables
> = gql`
  mutation ProfileRevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`;

export function useApiTokens() {
  return useQuery(ProfileApiTokensQuery, { fetchPolicy: 'cache-and-network' });
}

// Both refetch the list: the new token joins it, a revoked one leaves it.
export function useCreateApiToken() {
  return useMutation(ProfileCreateApiTokenMutation, { refetchQueries: [ProfileApiTokensQuery] });
}

export function useRevokeApiToken() {
  return useMutation(ProfileRevokeApiTokenMutation, { refetchQueries: [ProfileApiTokensQuery] });
}
