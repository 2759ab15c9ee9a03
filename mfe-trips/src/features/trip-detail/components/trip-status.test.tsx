import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { SetTripStatusMutation } from '../api/set-trip-status';
import { TripStatusControl } from './trip-status';
import { expectErrorToast } from '../../../testing/expectations';

const moved = (status: string, error?: string): MockedResponse => ({
  request: { query: SetTripStatusMutation, variables: { id: 7, status } },
  result: error
    ? { errors: [new GraphQLError(error)] }
    : { data: { setTripStatus: { __typename: 'Trip', id: 7, status } } },
});

describe('trip status', () => {
  it('shows the badge and starts a planned trip', async () => {
    const notify = vi.fn();
    renderInShell(<TripStatusControl trip={{ id: 7, status: 'planning' }} notify={notify} />, {
      mocks: [moved('in_progress')],
    });
    expect(screen.getByLabelText('Trip status: Planning')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start trip' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Trip started! Enjoy the road.' }));
  });

  it('completes a trip in progress, and offers nothing after completion', async () => {
    const notify = vi.fn();
    const { unmount } = renderInShell(
      <TripStatusControl trip={{ id: 7, status: 'in_progress' }} notify={notify} />,
      { mocks: [moved('completed')] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete trip' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Trip completed! Welcome home.' }));
    unmount();

    renderInShell(<TripStatusControl trip={{ id: 7, status: 'completed' }} notify={notify} />, { mocks: [] });
    expect(screen.getByLabelText('Trip status: Completed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a move failed', async () => {
    const notify = vi.fn();
    renderInShell(<TripStatusControl trip={{ id: 7, status: 'planning' }} notify={notify} />, {
      mocks: [moved('in_progress', 'Trip not found')],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start trip' }));
    await expectErrorToast(notify, 'Could not update the trip', 'Trip not found');
  });
});
