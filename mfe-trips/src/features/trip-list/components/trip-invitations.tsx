// Invitations to other travellers' trips, at the top of /trips (issue 22): Accept adds the trip to the list,
// Decline drops the invitation.
import { useState } from 'react';
import styled from 'styled-components';
import { TRIP_MEMBER_ROLE_LABELS, type TripMemberRole } from '@byway/contracts/rules';
import { Button, Card } from '@byway/web-ui';
import type { Notify } from '../../../lib/shell-contract';
import { failureToast } from '../../../lib/failure-toast';
import { LoadFailed } from '../../../components/load-failed';
import { SpreadRow } from '../../../components/spread-row';
import {
  useInvitationMutations,
  useMyTripInvitations,
  type ReceivedInvitation,
} from '../api/trip-invitations';

export const roleLabel = (role: string) => TRIP_MEMBER_ROLE_LABELS[role as TripMemberRole] ?? role;

export const Box = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function InvitationRow({
  invitation,
  mutations,
  notify,
}: {
  invitation: ReceivedInvitation;
  mutations: ReturnType<typeof useInvitationMutations>;
  notify: Notify;
}) {
  const [busy, setBusy] = useState(false);
  const variables = { invitationId: invitation.id };
  const answer = async (accepting: boolean) => {
    setBusy(true);
    try {
      if (accepting) {
        await mutations.accept({ variables });
        notify({ title: 'Invitation accepted', description: `${invitation.tripTitle} is in your trips.` });
      } else {
        await mutations.decline({ variables });
      }
    } catch (error) {
      notify(failureToast(accepting ? 'Could not accept' : 'Could not decline', error));
      setBusy(false);
    }
  };
  return (
    <li aria-label={invitation.tripTitle}>
      <SpreadRow $gap="sm">
        <p>
          <strong>{invitation.tripTitle}</strong> from {invitation.ownerName ?? 'another traveller'} ·{' '}
          {roleLabel(invitation.role)}
        </p>
        <Actions>
          <Button type="button" disabled={busy} onClick={() => void answer(true)}>
            Accept
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void answer(false)}>
            Decline
          </Button>
        </Actions>
      </SpreadRow>
    </li>
  );
}

/**
 * Nothing while they load or when none waits, so the list of trips (with its own spinner) stays at the top.
 */
export function TripInvitations({ notify }: { notify: Notify }) {
  const { data, loading, error, refetch } = useMyTripInvitations();
  const mutations = useInvitationMutations();
  if (loading && !data) return null;
  if (error && !data) return <LoadFailed title="We couldn't load your invitations" retry={refetch} />;
  const invitations = data?.myTripInvitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <Box aria-labelledby="trip-invitations-title">
      <h2 id="trip-invitations-title">Invitations</h2>
      <ul aria-label="Invitations">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} mutations={mutations} notify={notify} />
        ))}
      </ul>
    </Box>
  );
}
