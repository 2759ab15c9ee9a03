import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables,
  MyPriceAlertsQueryData,
  MyPriceAlertsQueryVariables,
  PriceAlertFieldsFragment,
  PriceAlertInput,
  RecordAlertPriceMutationData,
  RecordAlertPriceMutationVariables,
  SetPriceAlertActiveMutationData,
  SetPriceAlertActiveMutationVariables,
} from '../../../../generated/graphql';

export type {
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables,
  MyPriceAlertsQueryData,
  MyPriceAlertsQueryVariables,
  PriceAlertInput,
  RecordAlertPriceMutationVariables,
  SetPriceAlertActiveMutationVariables,
};

/**
 * Spec 3 price_alerts as the panel reads them: currentPrice and lastChecked stay null until a price is
 * recorded (by the traveller or a price source); history is the last 5 prices, newest first.
 */
export type PriceAlert = PriceAlertFieldsFragment;
export type PriceObservation = PriceAlert['history'][number];

// history(limit: 5): the panel's short history (PRICE_HISTORY_LIMITS.panel in contracts/rules).
const PriceAlertFields = gql`
  fragment PriceAlertFields on PriceAlert {
    id
    tripId
    stopName
    itemType
    itemName
    targetPrice
    currentPrice
    priceUrl
    lastChecked
    isActive
    targetReached
    createdAt
    history(limit: 5) {
      id
      price
      source
      seenOn
      observedAt
    }
  }
`;

/** Every alert of the traveller; the panel keeps those of its trip (spec 7). */
export const MyPriceAlertsQuery: TypedDocumentNode<MyPriceAlertsQueryData, MyPriceAlertsQueryVariables> = gql`
  ${PriceAlertFields}
  query MyPriceAlerts {
    myPriceAlerts {
      ...PriceAlertFields
    }
  }
`;

export const CreatePriceAlertMutation: TypedDocumentNode<
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables
> = gql`
  ${PriceAlertFields}
  mutation CreatePriceAlert($input: PriceAlertInput!) {
    createPriceAlert(input: $input) {
      ...PriceAlertFields
    }
  }
`;

/** 'Record a price' (issue 11): the answer carries the new current price and history, so the cache updates. */
export const RecordAlertPriceMutation: TypedDocumentNode<
  RecordAlertPriceMutationData,
  RecordAlertPriceMutationVariables
> = gql`
  ${PriceAlertFields}
  mutation RecordAlertPrice($alertId: Int!, $price: Float!, $source: String) {
    recordAlertPrice(alertId: $alertId, price: $price, source: $source) {
      ...PriceAlertFields
    }
  }
`;

/** Active/Inactive: the answer's id and isActive update the cached alert in place. */
export const SetPriceAlertActiveMutation: TypedDocumentNode<
  SetPriceAlertActiveMutationData,
  SetPriceAlertActiveMutationVariables
> = gql`
  mutation SetPriceAlertActive($alertId: Int!, $isActive: Boolean!) {
    setPriceAlertActive(alertId: $alertId, isActive: $isActive) {
      id
      isActive
    }
  }
`;

export function useMyPriceAlerts() {
  return useQuery(MyPriceAlertsQuery);
}

/** Creates an alert and puts it first in the cached list. */
export function useCreatePriceAlert() {
  return useMutation(CreatePriceAlertMutation, {
    update(cache, { data }) {
      const created = data?.createPriceAlert;
      if (!created) return;
      cache.updateQuery({ query: MyPriceAlertsQuery }, (previous) =>
        previous
          ? { myPriceAlerts: [created, ...previous.myPriceAlerts.filter((alert) => alert.id !== created.id)] }
          : previous,
      );
    },
  });
}

export function useRecordAlertPrice() {
  return useMutation(RecordAlertPriceMutation);
}

export function useSetPriceAlertActive() {
  return useMutation(SetPriceAlertActiveMutation);
}
