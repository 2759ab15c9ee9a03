import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { RegenerateTripMutation } from '../api/regenerate-trip';
import { RestorePreviousItineraryMutation } from '../api/restore-previous-itinerary';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { regenerationFailure } from './trip-detail';
import { tripFixture } from './trip-detail.fixtures';
import { renderTrip, shownTrip, tripAnswer, tripShown } from './trip-detail.testing';
import { expectErrorToast } from '../../../testing/expectations';

// The map and the panels are other features with their own tests; here they only need their props.
vi.mock('../../../components/journey-map/components/journey-map', () => import('./trip-detail.mocks'));
vi.mock('../trip-panels/components/trip-panels', () => import('./trip-detail.mocks'));
vi.mock('../route-photos/components/route-photos', () => import('./trip-detail.mocks'));

// Generate New Itinerary and Go back, as the trip page offers them.
describe('ItineraryActions', () => {
  // The itinerary is replaced: the trip's updatedAt moves on, and the cost forecast asks again.
  const REPLACED_AT = '2026-11-21T10:00:00.000Z';
  const replaced = (field: 'regenerateTrip' | 'restorePreviousItinerary') => ({
    data: {
      [field]: {
        __typename: 'Trip',
        id: 7,
        updatedAt: REPLACED_AT,
        hasPreviousItinerary: true,
        memories: [],
      },
    },
  });
  const regenerated: MockedResponse = {
    request: { query: RegenerateTripMutation, variables: { id: 7 } },
    result: replaced('regenerateTrip'),
    delay: 30,
  };
  /** 'Generate New Itinerary', then the dialog's 'Generate'. */
  const confirmRegenerate = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Itinerary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Generate a new itinerary?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
  };

  it('asks first, and Cancel changes nothing', async () => {
    // No regeneration is mocked: one sent anyway would fail and toast, which the test rules out.
    const notify = renderTrip(shownTrip());
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Itinerary' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Generate a new itinerary?' });
    expect(dialog.textContent).toContain('Your current one is kept');
    // Focus starts on Cancel, so Enter on an unread dialog keeps the plan.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Itinerary' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Go back to the previous itinerary' })).toBeNull();
  });

  it('goes back to the previous itinerary: restores it, toasts, and refetches the trip', async () => {
    const notify = renderTrip([
      ...shownTrip(tripFixture({ hasPreviousItinerary: true })),
      {
        request: { query: RestorePreviousItineraryMutation, variables: { id: 7 } },
        result: replaced('restorePreviousItinerary'),
        delay: 30,
      },
      tripAnswer(tripFixture({ title: 'Canyon Country Loop, as before', hasPreviousItinerary: true })),
      tripFixtureForecast(0, REPLACED_AT),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Go back to the previous itinerary' }));
    expect((screen.getByRole('button', { name: 'Going back...' }) as HTMLButtonElement).disabled).toBe(true);
    await tripShown('Canyon Country Loop, as before');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Previous Itinerary Restored' }));
  });

  it('generates a new itinerary after confirming: spinner, then a toast, the refetched trip and Go back', async () => {
    const notify = renderTrip([
      ...shownTrip(),
      regenerated,
      tripAnswer(tripFixture({ title: 'Canyon Country Loop, take two', hasPreviousItinerary: true })),
      tripFixtureForecast(0, REPLACED_AT),
    ]);

    await confirmRegenerate();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const busy = screen.getByRole('button', { name: 'Generating New Itinerary...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    await tripShown('Canyon Country Loop, take two');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'New Itinerary Generated!' }));
    expect(
      (screen.getByRole('button', { name: 'Generate New Itinerary' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Go back to the previous itinerary' })).toBeTruthy();
  });

  it('toasts Generation Failed with the server message when generation fails', async () => {
    const notify = renderTrip([
      ...shownTrip(),
      {
        request: { query: RegenerateTripMutation, variables: { id: 7 } },
        result: { errors: [new GraphQLError('The planner could not reach the routing service')] },
      },
    ]);

    await confirmRegenerate();

    await expectErrorToast(notify, 'Generation Failed', 'The planner could not reach the routing service');
    expect(
      (screen.getByRole('button', { name: 'Generate New Itinerary' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Canyon Country Loop' })).toBeTruthy();
  });

  it('describes a failure by its server message, its status, or the fixed sentence', () => {
    expect(regenerationFailure(undefined)).toBe('Unable to create new itinerary. Please try again.');
    expect(regenerationFailure({ graphQLErrors: [], networkError: { statusCode: 502 } })).toBe(
      'Server error: 502',
    );
    expect(regenerationFailure(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(regenerationFailure(new Error(' '))).toBe('Unable to create new itinerary. Please try again.');
  });
});
