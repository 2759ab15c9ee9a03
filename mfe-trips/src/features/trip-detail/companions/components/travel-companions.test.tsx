import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tooManyInvitationsMessage, type TripRole } from '@byway/contracts/rules';
import { GraphQLError } from 'graphql';
import { renderInShell } from '../../../../testing/render';
import {
  CreateTripInviteLinkMutation,
  InviteTripMemberMutation,
  LeaveTripMutation,
  RemoveTripMemberMutation,
  RevokeTripInvitationMutation,
  SetTripMemberRoleMutation,
  TripInvitationsQuery,
  TripMembersQuery,
  type TripCompanion,
  type WaitingInvitation,
} from '../api/trip-companions';
import { TravelCompanions } from './travel-companions';

const tripId = 7;

const member = (
  userId: string,
  name: string | null,
  role: 'editor' | 'viewer',
): TripCompanion & { __typename: 'TripMember' } => ({
  __typename: 'TripMember',
  tripId,
  userId,
  name,
  role,
  joinedAt: '2026-11-20T10:00:00.000Z',
});

const emailInvitation = (
  id: number,
  email: string,
): WaitingInvitation & { __typename: 'TripInvitation' } => ({
  __typename: 'TripInvitation',
  id,
  tripId,
  kind: 'email',
  email,
  role: 'viewer',
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: null,
});

const BO = member('u-2', 'Bo K.', 'editor');
const CY = member('u-3', null, 'viewer');

const membersAnswer = (tripMembers: TripCompanion[]): MockedResponse => ({
  request: { query: TripMembersQuery, variables: { tripId } },
  result: { data: { tripMembers } },
});
const invitationsAnswer = (tripInvitations: WaitingInvitation[]): MockedResponse => ({
  request: { query: TripInvitationsQuery, variables: { tripId } },
  result: { data: { tripInvitations } },
});

function renderCard(role: TripRole | null, mocks: MockedResponse[]) {
  const notify = vi.fn();
  renderInShell(
    <Routes>
      <Route path="/" element={<TravelCompanions tripId={tripId} role={role} notify={notify} />} />
      <Route path="/trips" element={<h1>Your Trips</h1>} />
    </Routes>,
    { mocks },
  );
  return notify;
}

const ownerCard = (mocks: MockedResponse[] = []) =>
  renderCard('owner', [
    membersAnswer([BO, CY]),
    invitationsAnswer([emailInvitation(31, 'dee@example.test')]),
    ...mocks,
  ]);

afterEach(() => vi.restoreAllMocks());

describe('TravelCompanions for the owner', () => {
  it('lists the members with their role, the waiting invitations and the limits', async () => {
    ownerCard();
    expect(screen.getByRole('heading', { name: 'Travel companions' })).toBeTruthy();
    expect(screen.getByText('Loading travel companions...')).toBeTruthy();

    const bo = within(await screen.findByRole('listitem', { name: 'Bo K.' }));
    expect((bo.getByRole('combobox', { name: 'Role for Bo K.' }) as HTMLSelectElement).value).toBe('editor');
    expect(bo.getByRole('button', { name: 'Remove Bo K.' })).toBeTruthy();
    // A member whose name is not known yet still shows, as 'A traveller'.
    const unnamed = within(screen.getByRole('listitem', { name: 'A traveller' }));
    expect((unnamed.getByRole('combobox') as HTMLSelectElement).value).toBe('viewer');

    const waiting = within(await screen.findByRole('listitem', { name: 'dee@example.test' }));
    expect(waiting.getByText('Can view')).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'Revoke dee@example.test' })).toBeTruthy();
    expect(screen.getByText('Up to 20 companions and 50 waiting invitations per trip.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave trip' })).toBeNull();
  });

  it('changes a member’s role and shows the list as the server answers it', async () => {
    ownerCard([
      {
        request: { query: SetTripMemberRoleMutation, variables: { tripId, userId: 'u-2', role: 'viewer' } },
        result: { data: { setTripMemberRole: { __typename: 'TripMember', userId: 'u-2', role: 'viewer' } } },
      },
      membersAnswer([{ ...BO, role: 'viewer' }, CY]),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Role for Bo K.' });
    fireEvent.change(select, { target: { value: 'viewer' } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role for Bo K.' }) as HTMLSelectElement).value).toBe(
        'viewer',
      ),
    );
  });

  it('removes a member, says so, and shows the empty list', async () => {
    const notify = ownerCard([
      {
        request: { query: RemoveTripMemberMutation, variables: { tripId, userId: 'u-2' } },
        result: { data: { removeTripMember: true } },
      },
      membersAnswer([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo K.' }));
    await screen.findByText('No companions yet: invite someone by email or with a link.');
    expect(notify).toHaveBeenCalledWith({
      title: 'Removed Bo K.',
      description: 'Bo K. no longer sees this trip.',
    });
  });

  it('revokes a waiting invitation', async () => {
    ownerCard([
      {
        request: { query: RevokeTripInvitationMutation, variables: { invitationId: 31 } },
        result: { data: { revokeTripInvitation: true } },
      },
      invitationsAnswer([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke dee@example.test' }));
    await screen.findByText('No invitations waiting.');
  });

  it('invites by email: checks the address first, sends it in lower case, and shows the server’s refusal', async () => {
    const notify = ownerCard([
      {
        request: {
          query: InviteTripMemberMutation,
          variables: { tripId, email: 'eve@example.test', role: 'viewer' },
        },
        result: {
          data: {
            inviteTripMember: {
              __typename: 'TripInvitation',
              id: 32,
              email: 'eve@example.test',
              role: 'viewer',
            },
          },
        },
      },
      invitationsAnswer([emailInvitation(31, 'dee@example.test'), emailInvitation(32, 'eve@example.test')]),
      {
        request: {
          query: InviteTripMemberMutation,
          variables: { tripId, email: 'fay@example.test', role: 'editor' },
        },
        result: { errors: [new GraphQLError(tooManyInvitationsMessage())] },
      },
    ]);
    const form = within(await screen.findByRole('form', { name: 'Invite by email' }));
    const email = form.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(form.getByRole('button', { name: 'Invite' }));
    expect(form.getByText('Enter a valid email address')).toBeTruthy();

    fireEvent.change(email, { target: { value: ' Eve@Example.test ' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Role' }), { target: { value: 'viewer' } });
    fireEvent.click(form.getByRole('button', { name: 'Invite' }));
    await screen.findByRole('listitem', { name: 'eve@example.test' });
    expect(notify).toHaveBeenCalledWith({
      title: 'Invitation sent',
      description: 'eve@example.test can join once they accept.',
    });
    expect((email as HTMLInputElement).value).toBe('');

    fireEvent.change(email, { target: { value: 'fay@example.test' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } });
    fireEvent.click(form.getByRole('button', { name: 'Invite' }));
    expect(await form.findByText(tooManyInvitationsMessage())).toBeTruthy();
  });

  it('creates an invite link, shows it once with Copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const notify = ownerCard([
      {
        request: { query: CreateTripInviteLinkMutation, variables: { tripId, role: 'editor' } },
        result: {
          data: {
            createTripInviteLink: {
              __typename: 'CreatedTripInviteLink',
              token: 'tok-123',
              invitation: {
                __typename: 'TripInvitation',
                id: 33,
                role: 'editor',
                expiresAt: '2026-12-05T10:00:00.000Z',
              },
            },
          },
        },
      },
      invitationsAnswer([emailInvitation(31, 'dee@example.test')]),
    ]);
    const form = within(await screen.findByRole('form', { name: 'Create invite link' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Role for everyone who joins' }), {
      target: { value: 'editor' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Create invite link' }));
    const link = (await form.findByRole('textbox', { name: 'Invite link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/join-trip#tok-123`);
    expect(form.getByText(/This link is shown once: copy it now. It works for 14 days/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join-trip#tok-123`),
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Link copied!',
      description: 'The invite link is on your clipboard.',
    });
  });

  it('offers a retry when the companions cannot be loaded', async () => {
    renderCard('owner', [
      { request: { query: TripMembersQuery, variables: { tripId } }, error: new Error('Network down') },
      invitationsAnswer([]),
      membersAnswer([BO]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the travel companions");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('listitem', { name: 'Bo K.' });
  });
});

describe('TravelCompanions for a member', () => {
  it('lists the companions without the owner’s controls, and leaves the trip after a confirmation', async () => {
    const notify = renderCard('editor', [
      membersAnswer([BO, CY]),
      { request: { query: LeaveTripMutation, variables: { tripId } }, result: { data: { leaveTrip: true } } },
    ]);
    const bo = within(await screen.findByRole('listitem', { name: 'Bo K.' }));
    expect(bo.getByText('Can edit')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite by email' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave trip' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Leave this trip?' })).getByRole('button', { name: 'Cancel' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Leave trip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    await screen.findByRole('heading', { name: 'Your Trips' });
    expect(notify).toHaveBeenCalledWith({
      title: 'You left the trip',
      description: 'It is no longer in your trips.',
    });
  });

  it('shows nothing to a reader of a public trip who is not on it', () => {
    renderCard(null, []);
    expect(screen.queryByRole('heading', { name: 'Travel companions' })).toBeNull();
  });
});
