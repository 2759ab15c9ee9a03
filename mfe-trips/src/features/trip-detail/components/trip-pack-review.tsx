import { TRIP_PACK_REVIEW_MAX_LENGTH } from '@byway/contracts/rules';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Notify } from '../../../lib/shell-contract';
import { failureToast } from '../../../lib/failure-toast';
import { Button, Card as CardSurface } from '@byway/web-ui';
import { useMyTripPackReview, useReviewTripPack } from '../api/trip-pack-review';
import { LengthHint } from '../../../components/length-hint';

const Card = styled(CardSurface).attrs({ as: 'section', $shadow: 'none' })`
  margin: ${({ theme }) => theme.space.lg} 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  textarea {
    width: 100%;
    min-height: 5rem;
    margin: ${({ theme }) => theme.space.sm} 0;
    font: inherit;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  button {
    font-size: 1.5rem;
    background: none;
    border: none;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * On a trip made from a trip pack: the traveller rates the pack 1-5 and may write a review (one per pack;
 * saving again edits it). The pack's rating and review count come from these reviews only.
 */
export function TripPackReview({ packId, notify }: { packId: number; notify: Notify }) {
  const { data } = useMyTripPackReview(packId);
  const [save, { loading }] = useReviewTripPack(packId);
  const existing = data?.myTripPackReview.review ?? null;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  useEffect(() => {
    if (!existing) return;
    setRating(existing.rating);
    setComment(existing.comment ?? '');
  }, [existing]);

  if (!data?.myTripPackReview.canReview) return null;

  const submit = async () => {
    if (rating === null) return;
    try {
      await save({ variables: { packId, input: { rating, comment: comment.trim() || null } } });
      notify({ title: existing ? 'Review updated' : 'Thanks for your review!' });
    } catch (error) {
      notify(failureToast('Could not save your review', error));
    }
  };

  return (
    <Card aria-labelledby="pack-review-title">
      <h2 id="pack-review-title">Rate this trip pack</h2>
      <p>You made this trip from one of our trip packs. How was it?</p>
      <Stars role="group" aria-label="Rating">
        {STAR_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            aria-pressed={rating !== null && value <= rating}
            onClick={() => setRating(value)}
          >
            ★
          </button>
        ))}
      </Stars>
      <label htmlFor="pack-review-comment">Your review (optional)</label>
      <textarea
        id="pack-review-comment"
        value={comment}
        maxLength={TRIP_PACK_REVIEW_MAX_LENGTH}
        aria-describedby="pack-review-comment-length"
        onChange={(event) => setComment(event.target.value)}
      />
      <LengthHint
        id="pack-review-comment-length"
        field="Your review"
        text={comment}
        max={TRIP_PACK_REVIEW_MAX_LENGTH}
      />
      <Button disabled={rating === null || loading} onClick={() => void submit()}>
        {loading ? 'Saving...' : existing ? 'Update review' : 'Save review'}
      </Button>
    </Card>
  );
}
