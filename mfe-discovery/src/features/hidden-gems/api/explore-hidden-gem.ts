import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import type {
  ExploreHiddenGemMutationData,
  ExploreHiddenGemMutationVariables,
} from '../../../generated/graphql';

export type { ExploreHiddenGemMutationData, ExploreHiddenGemMutationVariables };

/** Opening a gem ('Explore') counts it as found: points and achievements, once per gem. */
export const ExploreHiddenGemMutation: TypedDocumentNode<
  ExploreHiddenGemMutationData,
  ExploreHiddenGemMutationVariables
> = gql`
  mutation ExploreHiddenGem($id: ID!) {
    exploreHiddenGem(id: $id)
  }
`;

/**
 * Tells the server once when the dialog of a gem opens. A failure costs the traveller nothing but the
 * points, so it is not shown; the server credits a gem once however often it is told.
 */
export function useExploreHiddenGem(id: string) {
  const [explore] = useMutation(ExploreHiddenGemMutation);
  useEffect(() => {
    explore({ variables: { id } }).catch(() => undefined);
  }, [explore, id]);
}
