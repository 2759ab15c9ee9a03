import { TRIP_STATUS_LABELS, TRIP_STATUS_NEXT, type TripStatus } from '@byway/contracts/rules';
import styled from 'styled-components';
import type { Notify } from '../../../lib/shell-contract';
import { Button } from '@byway/web-ui';
import { Cluster } from '../../../components/cluster';
import { failureToast } from '../../../lib/failure-toast';
import { useSetTripStatus } from '../api/set-trip-status';

const Badge = styled.span`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** What the button says for each move a trip can make. */
const ACTION_LABELS: { readonly [K in TripStatus]?: string } = {
  in_progress: 'Start trip',
  completed: 'Complete trip',
};

const SUCCESS: { readonly [K in TripStatus]?: string } = {
  in_progress: 'Trip started! Enjoy the road.',
  completed: 'Trip completed! Welcome home.',
};

function isTripStatus(value: string): value is TripStatus {
  return value in TRIP_STATUS_LABELS;
}

/** The trip's status badge and the one move it can make next. */
export function TripStatusControl({
  trip,
  notify,
}: {
  trip: { id: number; status: string };
  notify: Notify;
}) {
  const [setStatus, { loading }] = useSetTripStatus();
  const status = isTripStatus(trip.status) ? trip.status : null;
  const next = status ? TRIP_STATUS_NEXT[status] : null;

  const move = async (to: TripStatus) => {
    try {
      await setStatus({ variables: { id: trip.id, status: to } });
      notify({ title: SUCCESS[to] ?? 'Trip updated' });
    } catch (error) {
      notify(failureToast('Could not update the trip', error));
    }
  };

  return (
    <Cluster>
      <Badge aria-label={`Trip status: ${status ? TRIP_STATUS_LABELS[status] : trip.status}`}>
        {status ? TRIP_STATUS_LABELS[status] : trip.status}
      </Badge>
      {next && ACTION_LABELS[next] && (
        <Button $variant="secondary" disabled={loading} aria-busy={loading} onClick={() => void move(next)}>
          {loading ? 'Saving...' : ACTION_LABELS[next]}
        </Button>
      )}
    </Cluster>
  );
}
