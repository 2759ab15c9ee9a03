import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notify } from '../../../lib/shell-contract';
import { renderInShell } from '../../../testing/render';
import { SetTripStartDateMutation } from '../api/set-trip-start-date';
import { TripStartDate } from './trip-start-date';

// Issue 21: trips had no dates (the calendar pinned them to tomorrow); the trip page sets the first day.
const saved = (startDate: string | null, ok = true): MockedResponse => ({
  request: { query: SetTripStartDateMutation, variables: { id: 7, startDate } },
  ...(ok
    ? {
        result: {
          data: {
            setTripStartDate: {
              __typename: 'Trip',
              id: 7,
              startDate: startDate && `${startDate}T00:00:00.000Z`,
              endDate: null,
            },
          },
        },
      }
    : { error: new Error('503: unavailable') }),
});

function renderDate(startDate: string | null, mocks: MockedResponse[]) {
  const notify = vi.fn<Notify>();
  renderInShell(<TripStartDate tripId={7} startDate={startDate} notify={notify} />, { mocks });
  return { notify, field: screen.getByLabelText('Start date') as HTMLInputElement };
}

describe('TripStartDate', () => {
  it('shows the stored day and keeps a new one, or none when cleared', async () => {
    const { notify, field } = renderDate('2027-06-14T00:00:00.000Z', [saved('2027-07-01'), saved(null)]);
    expect(field.value).toBe('2027-06-14');
    fireEvent.change(field, { target: { value: '2027-07-01' } });
    await waitFor(() => expect(field.getAttribute('aria-busy')).toBeNull());
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(field.getAttribute('aria-busy')).toBeNull());
    expect(field.value).toBe('');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says so when the day cannot be kept, and keeps what was picked', async () => {
    const { notify, field } = renderDate(null, [saved('2027-07-01', false)]);
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: '2027-07-01' } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: "We couldn't save the start date" }),
      ),
    );
    expect(field.value).toBe('2027-07-01');
  });
});
