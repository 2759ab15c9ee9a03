// 'Generate New Itinerary' asks first, and the itinerary it replaces is kept: 'Go back to the previous
// itinerary' brings it back (and going back again brings the newer one forward). Issue 11.
import type { ApolloError } from '@apollo/client';
import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@byway/web-ui';
import { Cluster } from '../../../components/cluster';
import type { Notify } from '../../../lib/shell-contract';
import { useRegenerateTrip } from '../api/regenerate-trip';
import { useRestorePreviousItinerary } from '../api/restore-previous-itinerary';

/** The server's message of a failed request, its status, or `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const apollo = error as Partial<ApolloError>;
  const graphQLMessage = apollo.graphQLErrors?.find((item) => item.message.trim())?.message;
  if (graphQLMessage) return graphQLMessage;
  const network = apollo.networkError as { statusCode?: number } | null | undefined;
  if (network && typeof network.statusCode === 'number') return `Server error: ${network.statusCode}`;
  return (error instanceof Error && error.message.trim()) || fallback;
}

/** Spec 8: 'Generation Failed' carries the server's message, else a fixed sentence. */
export function regenerationFailure(error: unknown): string {
  return failureMessage(error, 'Unable to create new itinerary. Please try again.');
}

const SmallRing = styled.span`
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-top-color: transparent;
  animation: itinerary-actions-spin 0.8s linear infinite;

  @keyframes itinerary-actions-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The question's text under its title. */
const Question = styled(Dialog)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** Asks before replacing the itinerary; mounted only while open. Cancel (or Escape) changes nothing. */
export function RegenerateDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Cancel takes focus first: Enter on an unread dialog must not replace the plan.
  return (
    <Question
      title="Generate a new itinerary?"
      role="alertdialog"
      describedBy={textId}
      onClose={onCancel}
      initialFocus={cancelRef}
      width="30rem"
      stack
    >
      <p id={textId}>
        We&apos;ll plan a fresh itinerary for this trip. Your current one is kept: you can go back to it from
        this page until you generate again. Stops you added and your memories stay with the trip.
      </p>
      <DialogButtons>
        <Button ref={cancelRef} $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Generate</Button>
      </DialogButtons>
    </Question>
  );
}

/**
 * The trip page's itinerary buttons. `onReplaced` runs once the trip's itinerary changed (before the
 * refetch), so the page can go back to the first route option and the complete route.
 */
export function ItineraryActions({
  trip,
  notify,
  refetch,
  onReplaced,
}: {
  trip: { id: number; hasPreviousItinerary: boolean };
  notify: Notify;
  refetch: () => Promise<unknown>;
  onReplaced: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [regenerate, { loading: generating }] = useRegenerateTrip();
  const [restore, { loading: restoring }] = useRestorePreviousItinerary();
  const busy = generating || restoring;
  const cancel = useCallback(() => setConfirming(false), []);

  /** Replaces the itinerary by `run`: on success the page starts over, toasts `done` and reads the trip again. */
  const replace = async (
    run: () => Promise<unknown>,
    done: { title: string; description: string },
    failed: { title: string; describe: (error: unknown) => string },
  ) => {
    try {
      await run();
      onReplaced();
      notify(done);
      await refetch().catch(() => undefined);
    } catch (error) {
      notify({ title: failed.title, description: failed.describe(error), variant: 'destructive' });
    }
  };

  const onRegenerate = () => {
    setConfirming(false);
    return replace(
      () => regenerate({ variables: { id: trip.id } }),
      {
        title: 'New Itinerary Generated!',
        description: 'Your previous itinerary is kept: “Go back to the previous itinerary” restores it.',
      },
      { title: 'Generation Failed', describe: regenerationFailure },
    );
  };

  const onGoBack = () =>
    replace(
      () => restore({ variables: { id: trip.id } }),
      {
        title: 'Previous Itinerary Restored',
        description: 'The newer itinerary is kept: go back again to switch to it.',
      },
      {
        title: 'Could Not Go Back',
        describe: (error) =>
          failureMessage(error, 'Unable to restore the previous itinerary. Please try again.'),
      },
    );

  return (
    <Cluster>
      <Button $variant="secondary" disabled={busy} aria-busy={generating} onClick={() => setConfirming(true)}>
        {generating && <SmallRing aria-hidden="true" />}
        {generating ? 'Generating New Itinerary...' : 'Generate New Itinerary'}
      </Button>
      {trip.hasPreviousItinerary && (
        <Button $variant="secondary" disabled={busy} aria-busy={restoring} onClick={() => void onGoBack()}>
          {restoring ? 'Going back...' : 'Go back to the previous itinerary'}
        </Button>
      )}
      {confirming && <RegenerateDialog onConfirm={() => void onRegenerate()} onCancel={cancel} />}
    </Cluster>
  );
}
