import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import type { DataCreditsQueryData, DataCreditsQueryVariables } from '../../../generated/graphql';

/** Where the planner's places, towns and outlines come from; the AI service owns the list. */
export const DataCreditsQuery: TypedDocumentNode<DataCreditsQueryData, DataCreditsQueryVariables> = gql`
  query DataCreditsQuery {
    dataCredits {
      name
      usedFor
      licence
      url
    }
  }
`;

export function DataCredits() {
  const { data, loading, error } = useQuery(DataCreditsQuery);
  if (loading) return <p role="status">Loading data credits...</p>;
  if (error || !data) return <p>Data credits are unavailable right now.</p>;
  return (
    <ul aria-label="Data credits">
      {data.dataCredits.map((credit) => (
        <li key={credit.name}>
          <strong>{credit.url ? <a href={credit.url}>{credit.name}</a> : credit.name}</strong> (
          {credit.licence}
          ): {credit.usedFor}
        </li>
      ))}
    </ul>
  );
}
