import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';
import type {
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables,
  MyPriceAlertsQueryData,
  MyPriceAlertsQueryVariables,
  PriceAlertInput,
} from '../../../generated/graphql';

export type {
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables,
  MyPriceAlertsQueryData,
  MyPriceAlertsQueryVariables,
  PriceAlertInput,
};

/** Spec 3 price_alerts. currentPrice and lastChecked stay null until a price check runs. */
export type PriceAlert = MyPriceAlertsQueryData['myPriceAlerts'][number];

/** Every alert of the traveller; the panel keeps those of its trip (spec 7). */
export const MyPriceAlertsQuery: TypedDocumentNode<MyPriceAlertsQueryData, MyPriceAlertsQueryVariables> = gql`
  query MyPriceAlerts {
    myPriceAlerts {
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
      createdAt
    }
  }
`;

export const CreatePriceAlertMutation: TypedDocumentNode<
  CreatePriceAlertMutationData,
  CreatePriceAlertMutationVariables
> = gql`
  mutation CreatePriceAlert($input: PriceAlertInput!) {
    createPriceAlert(input: $input) {
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
      createdAt
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
