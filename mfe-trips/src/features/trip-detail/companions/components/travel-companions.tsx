// The trip page's 'Travel companions' card (issue 22): the owner sees the members with their role (to
// change) and Remove, the invitations waiting (Revoke), and the two ways to invite; a member sees who is
// on the trip and may leave it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TRIP_MEMBER_ROLE_LABELS, type TripMemberRole, type TripRole } from '@byway/contracts/rules';
import { Button } from '@byway/web-ui';
import type { Notify } from '../../../../lib/shell-contract';
import { failureToast } from '../../../../lib/failure-toast';
import { SelectField } from '../../../../components/select-field';
import {
  Badge,
  formatDate,
  Item,
  Muted,
  PanelList,
  Row,
  TitledPanel,
} from '../../trip-panels/components/panel-ui';
import {
  useCompanionMutations,
  useTripInvitations,
  useTripMembers,
  type TripCompanion,
  type WaitingInvitation,
} from '../api/trip-companions';
import { CreateInviteLink, InviteByEmail, limitsText, ROLE_OPTIONS } from './invite-forms';

type Mutations = ReturnType<typeof useCompanionMutations>;

const nameOf = (member: TripCompanion) => member.name ?? 'A traveller';
const roleLabel = (role: string) => TRIP_MEMBER_ROLE_LABELS[role as TripMemberRole] ?? role;

function MemberEntry({
  member,
  isOwner,
  mutations,
  notify,
}: {
  member: TripCompanion;
  isOwner: boolean;
  mutations: Mutations;
  notify: Notify;
}) {
  const [busy, setBusy] = useState(false);
  const name = nameOf(member);
  const run = async (change: () => Promise<unknown>, failure: string, done?: string) => {
    setBusy(true);
    try {
      await change();
      if (done) notify({ title: done, description: `${name} no longer sees this trip.` });
    } catch (error) {
      notify(failureToast(failure, error));
    } finally {
      setBusy(false);
    }
  };
  const variables = { tripId: member.tripId, userId: member.userId };
  return (
    <Item aria-label={name}>
      <Row>
        <strong>{name}</strong>
        {!isOwner && <Badge $tone="teal">{roleLabel(member.role)}</Badge>}
      </Row>
      <Muted>Joined {formatDate(member.joinedAt)}</Muted>
      {isOwner && (
        <Row>
          <SelectField
            label={`Role for ${name}`}
            value={member.role as TripMemberRole}
            options={ROLE_OPTIONS}
            onChange={(role) =>
              void run(
                () => mutations.setRole({ variables: { ...variables, role } }),
                'Could not change the role',
              )
            }
          />
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-label={`Remove ${name}`}
            onClick={() =>
              void run(
                () => mutations.remove({ variables }),
                'Could not remove the companion',
                `Removed ${name}`,
              )
            }
          >
            Remove
          </Button>
        </Row>
      )}
    </Item>
  );
}

function InvitationEntry({
  invitation,
  mutations,
  notify,
}: {
  invitation: WaitingInvitation;
  mutations: Mutations;
  notify: Notify;
}) {
  const [busy, setBusy] = useState(false);
  const who = invitation.kind === 'link' ? 'Invite link' : (invitation.email ?? 'Invitation');
  const revoke = async () => {
    setBusy(true);
    try {
      await mutations.revoke({ variables: { invitationId: invitation.id } });
    } catch (error) {
      notify(failureToast('Could not revoke the invitation', error));
      setBusy(false);
    }
  };
  return (
    <Item aria-label={who}>
      <Row>
        <strong>{who}</strong>
        <Badge $tone="grey">{roleLabel(invitation.role)}</Badge>
      </Row>
      <Muted>
        Sent {formatDate(invitation.createdAt)}
        {invitation.expiresAt ? ` · works until ${formatDate(invitation.expiresAt)}` : ' · waiting for them'}
      </Muted>
      <Button
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-label={`Revoke ${who}`}
        onClick={() => void revoke()}
      >
        Revoke
      </Button>
    </Item>
  );
}

function LeaveTrip({ tripId, leave, notify }: { tripId: number; leave: Mutations['leave']; notify: Notify }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await leave({ variables: { tripId } });
      notify({ title: 'You left the trip', description: 'It is no longer in your trips.' });
      navigate('/trips');
    } catch (error) {
      notify(failureToast('Could not leave the trip', error));
      setBusy(false);
    }
  };
  if (!confirming)
    return (
      <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
        Leave trip
      </Button>
    );
  return (
    <Row role="group" aria-label="Leave this trip?">
      <Muted>Leave this trip? Only its owner can invite you back.</Muted>
      <Button type="button" disabled={busy} onClick={() => void confirm()}>
        Yes, leave
      </Button>
      <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </Row>
  );
}

/** The card, for anyone on the trip (`role`); nothing for a reader of a public trip who is not on it. */
export function TravelCompanions({
  tripId,
  role,
  notify,
}: {
  tripId: number;
  role: TripRole | null | undefined;
  notify: Notify;
}) {
  const isOwner = role === 'owner';
  const members = useTripMembers(tripId, Boolean(role));
  const invitations = useTripInvitations(tripId, isOwner);
  const mutations = useCompanionMutations(tripId);
  if (!role) return null;
  return (
    <TitledPanel id={`trip-${tripId}-companions`} title="Travel companions">
      <PanelList
        query={members}
        label="Companions"
        items={members.data?.tripMembers ?? []}
        texts={{
          loading: 'Loading travel companions...',
          failure: "We couldn't load the travel companions",
          empty: isOwner
            ? 'No companions yet: invite someone by email or with a link.'
            : 'No other companions yet.',
        }}
      >
        {(member) => (
          <MemberEntry
            key={member.userId}
            member={member}
            isOwner={isOwner}
            mutations={mutations}
            notify={notify}
          />
        )}
      </PanelList>
      {isOwner ? (
        <>
          <h3>Waiting invitations</h3>
          <PanelList
            query={invitations}
            label="Waiting invitations"
            items={invitations.data?.tripInvitations ?? []}
            texts={{
              loading: 'Loading invitations...',
              failure: "We couldn't load the invitations",
              empty: 'No invitations waiting.',
            }}
          >
            {(invitation) => (
              <InvitationEntry
                key={invitation.id}
                invitation={invitation}
                mutations={mutations}
                notify={notify}
              />
            )}
          </PanelList>
          <Muted>{limitsText()}</Muted>
          <InviteByEmail tripId={tripId} invite={mutations.invite} notify={notify} />
          <CreateInviteLink tripId={tripId} createLink={mutations.createLink} notify={notify} />
        </>
      ) : (
        <LeaveTrip tripId={tripId} leave={mutations.leave} notify={notify} />
      )}
    </TitledPanel>
  );
}
