import { gql, useMutation, useQuery, type TypedDocumentNode } from '@apollo/client';

/** Spec 3 price_alerts. currentPrice and lastChecked stay null until a price check runs. */
export interface PriceAlert {
  id: number;
  tripId: number;
  stopName: string;
  itemType: string;
  itemName: string;
  targetPrice: number;
  currentPrice: number | null;
  priceUrl: string | null;
  lastChecked: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface MyPriceAlertsQueryData {
  myPriceAlerts: PriceAlert[];
}

export type MyPriceAlertsQueryVariables = Record<string, never>;

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

export interface PriceAlertInput {
  tripId: number;
  stopName: string;
  itemType: string;
  itemName: string;
  targetPrice: number;
  priceUrl?: string;
}

export interface CreatePriceAlertMutationData {
  createPriceAlert: PriceAlert;
}

export interface CreatePriceAlertMutationVariables {
  input: PriceAlertInput;
}

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
