// The owner's two ways to invite (issue 22): by an account's email, or with a link anyone signed in may
// join through. The rules' schemas check the fields, so the words match the server's.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  inviteByEmailInputSchema,
  TRIP_MEMBER_LIMITS,
  TRIP_MEMBER_ROLE_LABELS,
  TRIP_MEMBER_ROLES,
  type TripMemberRole,
} from '@byway/contracts/rules';
import { Button } from '@byway/web-ui';
import type { Notify } from '../../../../lib/shell-contract';
import { labelledOptions, SelectField } from '../../../../components/select-field';
import { FieldError, Muted, PanelForm } from '../../trip-panels/components/panel-ui';
import type { useCompanionMutations } from '../api/trip-companions';

export const ROLE_OPTIONS = labelledOptions(TRIP_MEMBER_ROLES, TRIP_MEMBER_ROLE_LABELS);

type Mutations = ReturnType<typeof useCompanionMutations>;

/** The server's words for a refused change, or a plain fallback. */
export const refusal = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** The address the owner hands out: the app's join page with the token after '#', never sent to a server. */
export const inviteLinkUrl = (token: string) => `${window.location.origin}/join-trip#${token}`;

export const limitsText = () =>
  `Up to ${TRIP_MEMBER_LIMITS.membersPerTrip} companions and ${TRIP_MEMBER_LIMITS.pendingInvitationsPerTrip} waiting invitations per trip.`;

export function InviteByEmail({
  tripId,
  invite,
  notify,
}: {
  tripId: number;
  invite: Mutations['invite'];
  notify: Notify;
}) {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TripMemberRole>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteByEmailInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await invite({ variables: { tripId, email: parsed.data.email, role: parsed.data.role } });
      setEmail('');
      notify({ title: 'Invitation sent', description: `${parsed.data.email} can join once they accept.` });
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PanelForm
      label="Invite by email"
      title="Invite by email"
      onSubmit={submit}
      saving={saving}
      action="Invite"
      busyAction="Inviting..."
    >
      <label>
        Email
        <input
          type="email"
          value={email}
          maxLength={TRIP_MEMBER_LIMITS.email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {problem && <FieldError id={errorId}>{problem}</FieldError>}
      <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
    </PanelForm>
  );
}

const LinkBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  input {
    font-family: monospace;
  }
`;

async function copyText(text: string) {
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
    throw new Error('Copying is not available in this browser: select the link and copy it.');
  }
  await navigator.clipboard.writeText(text);
}

export function CreateInviteLink({
  tripId,
  createLink,
  notify,
}: {
  tripId: number;
  createLink: Mutations['createLink'];
  notify: Notify;
}) {
  const [role, setRole] = useState<TripMemberRole>('viewer');
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const { data } = await createLink({ variables: { tripId, role } });
      setLink(data ? inviteLinkUrl(data.createTripInviteLink.token) : null);
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await copyText(link);
      notify({ title: 'Link copied!', description: 'The invite link is on your clipboard.' });
    } catch (error) {
      notify({ title: 'Could not copy the link', description: refusal(error), variant: 'destructive' });
    }
  };

  return (
    <PanelForm
      label="Create invite link"
      title="Invite with a link"
      onSubmit={submit}
      saving={saving}
      action="Create invite link"
      busyAction="Creating..."
    >
      <SelectField
        label="Role for everyone who joins"
        value={role}
        options={ROLE_OPTIONS}
        onChange={setRole}
      />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {link && (
        <LinkBox>
          <label>
            Invite link
            <input readOnly value={link} onFocus={(event) => event.target.select()} />
          </label>
          <Muted>
            This link is shown once: copy it now. It works for {TRIP_MEMBER_LIMITS.linkDays} days, until you
            revoke it. Whoever has it can paste it into &apos;Join with a link&apos; on their trips page.
          </Muted>
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
        </LinkBox>
      )}
    </PanelForm>
  );
}
