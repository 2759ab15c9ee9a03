import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import { FRESH_ANALYSIS, stopAnalysisInput } from '@byway/web-ui/stop-analysis-dialog';
import type { AnalyzeStopQueryData, AnalyzeStopQueryVariables } from '../../../generated/graphql';

export type { AnalyzeStopQueryData, AnalyzeStopQueryVariables };

export type StopAnalysis = AnalyzeStopQueryData['analyzeStop'];

/** The stop dialog's AI analysis of a place (spec 2, Stop dialog). */
export const AnalyzeStopQuery: TypedDocumentNode<AnalyzeStopQueryData, AnalyzeStopQueryVariables> = gql`
  query AnalyzeStop($input: AnalyzeStopInput!) {
    analyzeStop(input: $input) {
      description
      location
      howToGetThere
      generalInfo
      estimatedVisitDuration
      bestTimeToVisit
      highlights
      tips
      nearbyAttractions
      localCulture
    }
  }
`;

/** The variables of a stop's analysis: the address falls back to the name (spec 7). */
export function analyzeStopInput(stop: {
  name: string;
  address: string | null;
  category: string | null;
}): AnalyzeStopQueryVariables['input'] {
  return stopAnalysisInput(stop);
}

/** Runs while the stop dialog is open; a fresh analysis each time it opens, never from the cache. */
export function useAnalyzeStop(stop: { name: string; address: string | null; category: string | null }) {
  return useQuery(AnalyzeStopQuery, { variables: { input: analyzeStopInput(stop) }, ...FRESH_ANALYSIS });
}
