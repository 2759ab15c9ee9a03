import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { AddGemToTripMutation, GemTripChoicesQuery, gemStopInput } from '../api/add-gem-to-trip';
import type { HiddenGemCardData } from '../api/hidden-gems';
import { AddToTripDialog } from './add-to-trip-dialog';

const gem: HiddenGemCardData = {
  id: 'corona-arch',
  name: 'Corona Arch',
  description: 'A 140-foot sandstone arch above the Colorado River.',
  category: 'hidden-natural',
  address: 'Moab, UT',
  city: 'Moab',
  state: 'Utah',
  rating: 4.6,
  priceRange: 'Free',
  specialFeatures: ['Arch'],
  estimatedVisitTime: 'About 2 hours',
  bestTimeToVisit: 'Spring and fall',
  imageUrl: null,
  imageCredit: null,
  latitude: 38.5797,
  longitude: -109.6199,
};

const trips = (
  myTrips: { id: number; title: string; startLocation: string; endLocation: string; totalDays: number }[],
): MockedResponse => ({
  request: { query: GemTripChoicesQuery },
  result: { data: { myTrips: myTrips.map((trip) => ({ __typename: 'Trip', ...trip })) } },
});

const desertLoop = {
  id: 12,
  title: 'Desert loop',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 3,
};
const coast = {
  id: 14,
  title: 'Coast run',
  startLocation: 'Seattle, WA',
  endLocation: 'Portland, OR',
  totalDays: 1,
};

function renderDialog(mocks: MockedResponse[]) {
  const notify = vi.fn();
  const onClose = vi.fn();
  renderInShell(<AddToTripDialog gem={gem} notify={notify} onClose={onClose} />, { mocks });
  return { notify, onClose };
}

describe('AddToTripDialog', () => {
  it("lists the traveller's trips and adds the gem to the chosen one, telling the day it landed on", async () => {
    const { notify, onClose } = renderDialog([
      trips([desertLoop, coast]),
      {
        request: { query: AddGemToTripMutation, variables: { tripId: 12, stop: gemStopInput(gem) } },
        result: {
          data: {
            addStopToTrip: {
              __typename: 'TripStop',
              id: 501,
              name: 'Corona Arch',
              dayNumber: 3,
              orderInDay: 2,
            },
          },
        },
      },
    ]);

    expect(screen.getByRole('dialog', { name: 'Add Corona Arch to a trip' })).toBeTruthy();
    const choice = await screen.findByRole('radio', { name: /Desert loop/ });
    expect(screen.getByRole('radio', { name: /Coast run.*1 day$/ })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to trip' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);

    fireEvent.click(choice);
    fireEvent.click(add);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Added to your trip!',
        description: 'Corona Arch is on day 3 of Desert loop.',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends the gem with its coordinates and leaves the visit length to the default', () => {
    expect(gemStopInput(gem)).toEqual({
      name: 'Corona Arch',
      description: 'A 140-foot sandstone arch above the Colorado River.',
      category: 'hidden-natural',
      address: 'Moab, UT',
      latitude: 38.5797,
      longitude: -109.6199,
      rating: 4.6,
    });
  });

  it('toasts a failure without the server detail and stays open', async () => {
    const { notify, onClose } = renderDialog([
      trips([desertLoop]),
      {
        request: { query: AddGemToTripMutation, variables: { tripId: 12, stop: gemStopInput(gem) } },
        error: new Error('socket hang up at 10.0.0.3'),
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Desert loop/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Could not add to trip',
        description: 'Unable to add this place to your trip. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before adding a gem far off the route, and adds it only when the traveller says so', async () => {
    const question = "Corona Arch is 1200 km off this trip's route. Add it anyway?";
    const { notify, onClose } = renderDialog([
      trips([coast]),
      {
        request: { query: AddGemToTripMutation, variables: { tripId: 14, stop: gemStopInput(gem) } },
        result: { errors: [new GraphQLError(question, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
      {
        request: {
          query: AddGemToTripMutation,
          variables: { tripId: 14, stop: { ...gemStopInput(gem), addAnyway: true } },
        },
        result: {
          data: {
            addStopToTrip: {
              __typename: 'TripStop',
              id: 502,
              name: 'Corona Arch',
              dayNumber: 1,
              orderInDay: 3,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Coast run/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));

    expect((await screen.findByRole('alert')).textContent).toBe(question);
    expect(notify).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Add it anyway' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Added to your trip!',
        description: 'Corona Arch is on day 1 of Coast run.',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to plan a trip when there is none', async () => {
    renderDialog([trips([])]);
    await screen.findByRole('heading', { name: 'No trips yet' });
    expect(screen.getByRole('link', { name: 'Plan a Trip' }).getAttribute('href')).toBe('/trip-builder');
    expect(screen.queryByRole('button', { name: 'Add to trip' })).toBeNull();
  });

  it('offers a retry when the trips cannot be loaded, and Cancel and Escape close it', async () => {
    const { onClose } = renderDialog([
      { request: { query: GemTripChoicesQuery }, error: new Error('down') },
      trips([desertLoop]),
    ]);
    await screen.findByText("We couldn't load your trips");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: /Desert loop/ });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
