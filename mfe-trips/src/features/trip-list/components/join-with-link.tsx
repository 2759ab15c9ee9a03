// 'Join with a link' on /trips (issue 22): the traveller pastes the link (or its token) a trip's owner sent,
// sees what it invites to, then joins and goes to the trip.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { inviteTokenSchema, TRIP_MEMBER_LIMITS } from '@byway/contracts/rules';
import { Button } from '@byway/web-ui';
import { stackedLabels } from '../../../components/field-styles';
import { useInvitationMutations, useInviteLinkPreview } from '../api/trip-invitations';
import { Box, roleLabel } from './trip-invitations';

/** The token of a pasted link (`…/join-trip#<token>`), or the pasted text when it is the token itself. */
export function tokenOfLink(pasted: string): string {
  const text = pasted.trim();
  const hash = text.lastIndexOf('#');
  return hash >= 0 ? text.slice(hash + 1).trim() : text;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${stackedLabels}
  label {
    flex: 1 1 16rem;
  }
  input {
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 400;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const refusal = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

export function JoinWithLink() {
  const problemId = useId();
  const navigate = useNavigate();
  // An invite link routed here keeps its token after '#' (never sent to a server): it fills the field.
  const { hash } = useLocation();
  const [pasted, setPasted] = useState(() => tokenOfLink(hash));
  const [problem, setProblem] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [preview, { data, loading }] = useInviteLinkPreview();
  const { join } = useInvitationMutations();
  // The preview belongs to the token it was asked for; editing the field hides it.
  const shown = previewed === tokenOfLink(pasted) ? (data?.tripInviteLink ?? null) : null;

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteTokenSchema.safeParse(tokenOfLink(pasted));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Invitation token is required');
      return;
    }
    setProblem(null);
    try {
      const { error } = await preview({ variables: { token: parsed.data } });
      if (error) setProblem(refusal(error));
      else setPreviewed(parsed.data);
    } catch (error) {
      setProblem(refusal(error));
    }
  };

  const accept = async () => {
    setJoining(true);
    try {
      const { data: joined } = await join({ variables: { token: tokenOfLink(pasted) } });
      if (joined) navigate(`/trip/${joined.joinTripByLink.id}`);
    } catch (error) {
      setProblem(refusal(error));
      setJoining(false);
    }
  };

  return (
    <Box aria-labelledby="join-with-link-title">
      <h2 id="join-with-link-title">Join with a link</h2>
      <Form aria-label="Join with a link" noValidate onSubmit={(event) => void check(event)}>
        <label>
          Invite link
          <input
            value={pasted}
            maxLength={TRIP_MEMBER_LIMITS.token + 200}
            placeholder="Paste the link a trip's owner sent you"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setPasted(event.target.value);
              setProblem(null);
            }}
          />
        </label>
        <Button type="submit" $variant="secondary" disabled={loading}>
          {loading ? 'Checking...' : 'Check link'}
        </Button>
      </Form>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      {shown && !problem && (
        <>
          <p>
            <strong>{shown.tripTitle}</strong> from {shown.ownerName ?? 'another traveller'} ·{' '}
            {roleLabel(shown.role)}
          </p>
          <Button type="button" disabled={joining} onClick={() => void accept()}>
            {joining ? 'Joining...' : 'Join trip'}
          </Button>
        </>
      )}
    </Box>
  );
}
