import { gql, useMutation, type TypedDocumentNode } from '@apollo/client';
import type {
  MoveTripStopMutationData,
  MoveTripStopMutationVariables,
  PutBackTripStopMutationData,
  PutBackTripStopMutationVariables,
  RemoveTripStopMutationData,
  RemoveTripStopMutationVariables,
  RenameTripStopMutationData,
  RenameTripStopMutationVariables,
  SetTripDayNoteMutationData,
  SetTripDayNoteMutationVariables,
  SetTripStopNoteMutationData,
  SetTripStopNoteMutationVariables,
} from '../../../generated/graphql';
import { TripDetailPlan } from './trip-detail';

/*
 * The traveller's hand edits of their plan on the trip page (issue 22). Each answers the edited trip with
 * the page's plan fields (TripDetailPlan), which Apollo writes over the cached trip: the days, the map, the
 * totals follow, and the new updatedAt makes the cost forecast ask again. The Pact consumer tests beside
 * this file send these very documents.
 */

/** 'Remove': the stop leaves the route the traveller sees. */
export const RemoveTripStopMutation: TypedDocumentNode<
  RemoveTripStopMutationData,
  RemoveTripStopMutationVariables
> = gql`
  ${TripDetailPlan}
  mutation RemoveTripStop($tripId: Int!, $stopKey: ID!) {
    removeTripStop(tripId: $tripId, stopKey: $stopKey) {
      ...TripDetailPlan
    }
  }
`;

/** 'Move up', 'Move down', 'Move to day': the stop goes to a day at a position (1 is first). */
export const MoveTripStopMutation: TypedDocumentNode<
  MoveTripStopMutationData,
  MoveTripStopMutationVariables
> = gql`
  ${TripDetailPlan}
  mutation MoveTripStop($tripId: Int!, $stopKey: ID!, $dayNumber: Int!, $position: Int!) {
    moveTripStop(tripId: $tripId, stopKey: $stopKey, dayNumber: $dayNumber, position: $position) {
      ...TripDetailPlan
    }
  }
`;

/** 'Rename': the traveller's own name for the stop. */
export const RenameTripStopMutation: TypedDocumentNode<
  RenameTripStopMutationData,
  RenameTripStopMutationVariables
> = gql`
  ${TripDetailPlan}
  mutation RenameTripStop($tripId: Int!, $stopKey: ID!, $name: String!) {
    renameTripStop(tripId: $tripId, stopKey: $stopKey, name: $name) {
      ...TripDetailPlan
    }
  }
`;

/** 'Note' on a stop; null clears it. */
export const SetTripStopNoteMutation: TypedDocumentNode<
  SetTripStopNoteMutationData,
  SetTripStopNoteMutationVariables
> = gql`
  ${TripDetailPlan}
  mutation SetTripStopNote($tripId: Int!, $stopKey: ID!, $note: String) {
    setTripStopNote(tripId: $tripId, stopKey: $stopKey, note: $note) {
      ...TripDetailPlan
    }
  }
`;

/** A day's note; null clears it. */
export const SetTripDayNoteMutation: TypedDocumentNode<
  SetTripDayNoteMutationData,
  SetTripDayNoteMutationVariables
> = gql`
  ${TripDetailPlan}
  mutation SetTripDayNote($tripId: Int!, $dayNumber: Int!, $note: String) {
    setTripDayNote(tripId: $tripId, dayNumber: $dayNumber, note: $note) {
      ...TripDetailPlan
    }
  }
`;

/**
 * Undo of 'Remove': the API has no 'restore', so the stop comes back as a stop the traveller adds (with its
 * place, description and time there), far from the route or not; its key is a new one, which the page
 * then moves to where the stop was.
 */
export const PutBackTripStopMutation: TypedDocumentNode<
  PutBackTripStopMutationData,
  PutBackTripStopMutationVariables
> = gql`
  mutation PutBackTripStop($tripId: Int!, $stop: CustomStopInput!) {
    addStopToTrip(tripId: $tripId, stop: $stop) {
      stopKey
    }
  }
`;

export function usePlanEditMutations() {
  const [remove] = useMutation(RemoveTripStopMutation);
  const [move] = useMutation(MoveTripStopMutation);
  const [rename] = useMutation(RenameTripStopMutation);
  const [setStopNote] = useMutation(SetTripStopNoteMutation);
  const [setDayNote] = useMutation(SetTripDayNoteMutation);
  const [putBack] = useMutation(PutBackTripStopMutation);
  return { remove, move, rename, setStopNote, setDayNote, putBack };
}
