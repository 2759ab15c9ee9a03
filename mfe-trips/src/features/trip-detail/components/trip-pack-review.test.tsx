import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { MyTripPackReviewQuery, ReviewTripPackMutation } from '../api/trip-pack-review';
import { TripPackReview } from './trip-pack-review';

const mine = (
  canReview: boolean,
  review: { rating: number; comment: string | null } | null,
): MockedResponse => ({
  request: { query: MyTripPackReviewQuery, variables: { packId: 3 } },
  result: {
    data: {
      myTripPackReview: {
        __typename: 'MyTripPackReview',
        canReview,
        review: review ? { __typename: 'TripPackReview', id: 11, ...review } : null,
      },
    },
  },
});

describe('TripPackReview', () => {
  it('shows nothing when the traveller may not review the pack', async () => {
    renderInShell(<TripPackReview packId={3} notify={vi.fn()} />, { mocks: [mine(false, null)] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Rate this trip pack' })).toBeNull();
  });

  it('rates the pack with stars and words, then thanks the traveller', async () => {
    const notify = vi.fn();
    renderInShell(<TripPackReview packId={3} notify={notify} />, {
      mocks: [
        mine(true, null),
        {
          request: {
            query: ReviewTripPackMutation,
            variables: { packId: 3, input: { rating: 4, comment: 'Lovely drive.' } },
          },
          result: {
            data: {
              reviewTripPack: { __typename: 'TripPackReview', id: 11, rating: 4, comment: 'Lovely drive.' },
            },
          },
        },
        mine(true, { rating: 4, comment: 'Lovely drive.' }),
      ],
    });

    await screen.findByRole('heading', { name: 'Rate this trip pack' });
    const save = screen.getByRole('button', { name: 'Save review' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '5 stars' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: '  Lovely drive.  ' },
    });
    // The review's limit shows as it is typed.
    expect(screen.getByText('13 of 2000 characters')).toBeTruthy();
    fireEvent.click(save);

    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Thanks for your review!' }));
    await screen.findByRole('button', { name: 'Update review' });
  });
});
