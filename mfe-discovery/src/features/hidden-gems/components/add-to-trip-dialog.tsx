import { ApolloError } from '@apollo/client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Dialog, Spinner, StateBox } from '@byway/web-ui';
import type { Notify } from '../../../lib/shell-contract';
import { gemStopInput, useAddGemToTrip, useGemTripChoices } from '../api/add-gem-to-trip';
import type { HiddenGemCardData } from '../api/hidden-gems';

/** The dialog's lines of text. */
const PickerDialog = styled(Dialog)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The trips service's question when a place is far off the trip's route, from a refused 'Add to trip'. */
function farOffQuestion(error: unknown): string | null {
  if (!(error instanceof ApolloError)) return null;
  const refused = error.graphQLErrors.find(
    (item) => item.extensions?.code === 'BAD_USER_INPUT' && item.message.endsWith('Add it anyway?'),
  );
  return refused?.message ?? null;
}

/**
 * 'Add to trip' (beyond the spec): the traveller picks one of their trips; the gem goes on the day whose
 * line it lies along (the trips service decides and answers where it went). A place far off the route is
 * refused with a question; the traveller may then add it anyway.
 */
export function AddToTripDialog({
  gem,
  notify,
  onClose,
}: {
  gem: HiddenGemCardData;
  notify: Notify;
  onClose: () => void;
}) {
  const trips = useGemTripChoices();
  const [addGem, adding] = useAddGemToTrip();
  const [tripId, setTripId] = useState<number | null>(null);
  const [farOff, setFarOff] = useState<string | null>(null);

  const list = trips.data?.myTrips ?? [];
  const chosen = list.find((trip) => trip.id === tripId) ?? null;

  const add = async (addAnyway = false) => {
    if (!chosen) return;
    try {
      const { data } = await addGem({
        variables: { tripId: chosen.id, stop: { ...gemStopInput(gem), ...(addAnyway ? { addAnyway } : {}) } },
        // The trip page reads the trip from the shared cache: drop it so the page fetches the new stop.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Trip', id: chosen.id }) });
          cache.gc();
        },
      });
      const stop = data?.addStopToTrip;
      notify({
        title: 'Added to your trip!',
        description: stop
          ? `${gem.name} is on day ${stop.dayNumber} of ${chosen.title}.`
          : `${gem.name} was added to ${chosen.title}.`,
      });
      onClose();
    } catch (error) {
      // Far off the trip's route: the trips service asks ('... Add it anyway?') and the traveller answers.
      const question = farOffQuestion(error);
      if (question) {
        setFarOff(question);
        return;
      }
      notify({
        title: 'Could not add to trip',
        description: 'Unable to add this place to your trip. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const body = () => {
    if (trips.loading && !trips.data) return <Spinner label="Loading your trips..." />;
    if (trips.error) {
      return (
        <StateBox $tone="error" role="alert">
          <h3>We couldn&apos;t load your trips</h3>
          <p>Check your connection and try again.</p>
          <Button onClick={() => void trips.refetch().catch(() => undefined)}>Try again</Button>
        </StateBox>
      );
    }
    if (list.length === 0) {
      return (
        <StateBox>
          <h3>No trips yet</h3>
          <p>Plan a trip first, then add hidden gems to it.</p>
          <ButtonLink to="/trip-builder">Plan a Trip</ButtonLink>
        </StateBox>
      );
    }
    return (
      <Choices>
        <legend>Which trip?</legend>
        {list.map((trip) => (
          <label key={trip.id}>
            <input
              type="radio"
              name="gem-trip"
              checked={tripId === trip.id}
              onChange={() => {
                setTripId(trip.id);
                setFarOff(null);
              }}
            />
            <span>
              {trip.title}
              <small>
                {trip.startLocation} to {trip.endLocation}, {trip.totalDays}{' '}
                {trip.totalDays === 1 ? 'day' : 'days'}
              </small>
            </span>
          </label>
        ))}
      </Choices>
    );
  };

  return (
    <PickerDialog
      title={`Add ${gem.name} to a trip`}
      onClose={onClose}
      initialFocus="panel"
      width="32rem"
      stack
    >
      <p>It goes on the day your route passes nearest, between the stops it lies between.</p>
      {body()}
      {farOff && (
        <StateBox role="alert">
          <p>{farOff}</p>
        </StateBox>
      )}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {list.length > 0 && (
          <Button disabled={!chosen || adding.loading} onClick={() => void add(farOff !== null)}>
            {adding.loading ? 'Adding...' : farOff ? 'Add it anyway' : 'Add to trip'}
          </Button>
        )}
      </Actions>
    </PickerDialog>
  );
}
