import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import { FRESH_ANALYSIS, stopAnalysisInput } from '@byway/web-ui/stop-analysis-dialog';
import type { HiddenGemAnalysisQueryData, HiddenGemAnalysisQueryVariables } from '../../../generated/graphql';

export type { HiddenGemAnalysisQueryData, HiddenGemAnalysisQueryVariables };

export type GemAnalysis = HiddenGemAnalysisQueryData['analyzeStop'];

/** The stop dialog's AI analysis of a gem (spec 2, Stop dialog; the trip page's dialog asks the same). */
export const HiddenGemAnalysisQuery: TypedDocumentNode<
  HiddenGemAnalysisQueryData,
  HiddenGemAnalysisQueryVariables
> = gql`
  query HiddenGemAnalysis($input: AnalyzeStopInput!) {
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

/** The analysis input of a gem: its address, else its name (spec 7), and its category. */
export function gemAnalysisInput(gem: {
  name: string;
  address: string;
  category: string;
}): HiddenGemAnalysisQueryVariables['input'] {
  return stopAnalysisInput(gem);
}

/** Runs while the dialog is open; a fresh analysis each time it opens. */
export function useGemAnalysis(gem: { name: string; address: string; category: string }) {
  return useQuery(HiddenGemAnalysisQuery, { variables: { input: gemAnalysisInput(gem) }, ...FRESH_ANALYSIS });
}
