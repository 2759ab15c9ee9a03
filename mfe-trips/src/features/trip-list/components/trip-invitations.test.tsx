import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { INVITATION_EXPIRED_MESSAGE, INVITATION_NOT_FOUND_MESSAGE } from '@byway/contracts/rules';
import { renderInShell } from '../../../testing/render';
import { MyTripsQuery } from '../api/my-trips';
import {
  AcceptTripInvitationMutation,
  DeclineTripInvitationMutation,
  JoinTripByLinkMutation,
  MyTripInvitationsQuery,
  TripInviteLinkPreviewQuery,
  type ReceivedInvitation,
} from '../api/trip-invitations';
import { JoinWithLink, tokenOfLink } from './join-with-link';
import { TripInvitations } from './trip-invitations';

const received = (
  id: number,
  tripTitle: string,
  role: 'editor' | 'viewer',
): ReceivedInvitation & { __typename: 'ReceivedTripInvitation' } => ({
  __typename: 'ReceivedTripInvitation',
  id,
  tripId: 40 + id,
  tripTitle,
  ownerName: 'Bo K.',
  role,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const invitationsAnswer = (myTripInvitations: ReceivedInvitation[]): MockedResponse => ({
  request: { query: MyTripInvitationsQuery },
  result: { data: { myTripInvitations } },
});
const tripsAnswer: MockedResponse = { request: { query: MyTripsQuery }, result: { data: { myTrips: [] } } };

const ARCHES = received(1, 'Arches Weekend', 'editor');
const COAST = received(2, 'Coast Road', 'viewer');

describe('TripInvitations', () => {
  it('lists the invitations waiting with whose trip it is and the role it gives', async () => {
    renderInShell(<TripInvitations notify={vi.fn()} />, { mocks: [invitationsAnswer([ARCHES, COAST])] });
    const arches = within(await screen.findByRole('listitem', { name: 'Arches Weekend' }));
    expect(arches.getByText(/from Bo K\. · Can edit/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Coast Road' })).getByText(/Can view/)).toBeTruthy();
  });

  it('accepts one (the trips list is read again) and declines another', async () => {
    const notify = vi.fn();
    renderInShell(<TripInvitations notify={notify} />, {
      mocks: [
        invitationsAnswer([ARCHES, COAST]),
        {
          request: { query: AcceptTripInvitationMutation, variables: { invitationId: 1 } },
          result: { data: { acceptTripInvitation: { __typename: 'Trip', id: 41, role: 'editor' } } },
        },
        invitationsAnswer([COAST]),
        tripsAnswer,
        {
          request: { query: DeclineTripInvitationMutation, variables: { invitationId: 2 } },
          result: { data: { declineTripInvitation: true } },
        },
        invitationsAnswer([]),
      ],
    });
    const arches = within(await screen.findByRole('listitem', { name: 'Arches Weekend' }));
    fireEvent.click(arches.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Arches Weekend' })).toBeNull());
    expect(notify).toHaveBeenCalledWith({
      title: 'Invitation accepted',
      description: 'Arches Weekend is in your trips.',
    });

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Coast Road' })).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull());
  });

  it('shows nothing when no invitation waits, and a retry when they cannot be loaded', async () => {
    const { unmount } = renderInShell(<TripInvitations notify={vi.fn()} />, {
      mocks: [invitationsAnswer([])],
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull());
    unmount();

    renderInShell(<TripInvitations notify={vi.fn()} />, {
      mocks: [
        { request: { query: MyTripInvitationsQuery }, error: new Error('Network down') },
        invitationsAnswer([ARCHES]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your invitations");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('listitem', { name: 'Arches Weekend' });
  });
});

const preview = (token: string): MockedResponse => ({
  request: { query: TripInviteLinkPreviewQuery, variables: { token } },
  result: {
    data: {
      tripInviteLink: {
        __typename: 'TripInviteLinkPreview',
        tripId: 41,
        tripTitle: 'Arches Weekend',
        ownerName: 'Bo K.',
        role: 'viewer',
        expiresAt: '2026-12-05T10:00:00.000Z',
      },
    },
  },
});

/** The form at '/', or pinned at `at` (where navigating away is not followed). */
function renderJoin(mocks: MockedResponse[], at?: string) {
  renderInShell(
    <Routes location={at}>
      <Route path="/" element={<JoinWithLink />} />
      <Route path="/trip/:id" element={<h1>Trip page</h1>} />
    </Routes>,
    { mocks },
  );
  return within(screen.getByRole('form', { name: 'Join with a link' }));
}

describe('JoinWithLink', () => {
  it('takes the token from a pasted link or the token itself', () => {
    expect(tokenOfLink(' https://byway.example/join-trip#abc_DEF-1 ')).toBe('abc_DEF-1');
    expect(tokenOfLink('abc_DEF-1')).toBe('abc_DEF-1');
  });

  it('previews a pasted link, then joins and goes to the trip', async () => {
    const form = renderJoin([
      preview('tok-9'),
      {
        request: { query: JoinTripByLinkMutation, variables: { token: 'tok-9' } },
        result: { data: { joinTripByLink: { __typename: 'Trip', id: 41, role: 'viewer' } } },
      },
      invitationsAnswer([]),
      tripsAnswer,
    ]);
    fireEvent.click(form.getByRole('button', { name: 'Check link' }));
    expect(screen.getByRole('alert').textContent).toBe('Invitation token is required');

    fireEvent.change(form.getByRole('textbox', { name: 'Invite link' }), {
      target: { value: 'http://localhost:3000/join-trip#tok-9' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Check link' }));
    expect(await screen.findByText(/from Bo K\. · Can view/)).toBeTruthy();
    expect(screen.getByText('Arches Weekend')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join trip' }));
    await screen.findByRole('heading', { name: 'Trip page' });
  });

  it('fills the field from a link routed to the page (the token after #)', () => {
    const form = renderJoin([], '/#tok-9');
    expect((form.getByRole('textbox', { name: 'Invite link' }) as HTMLInputElement).value).toBe('tok-9');
  });

  it('says when a link no longer works, in the server’s words', async () => {
    const form = renderJoin([
      {
        request: { query: TripInviteLinkPreviewQuery, variables: { token: 'old' } },
        result: { errors: [new GraphQLError(INVITATION_EXPIRED_MESSAGE)] },
      },
      {
        request: { query: TripInviteLinkPreviewQuery, variables: { token: 'gone' } },
        result: { errors: [new GraphQLError(INVITATION_NOT_FOUND_MESSAGE)] },
      },
    ]);
    const input = form.getByRole('textbox', { name: 'Invite link' });
    fireEvent.change(input, { target: { value: 'old' } });
    fireEvent.click(form.getByRole('button', { name: 'Check link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_EXPIRED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Join trip' })).toBeNull();

    fireEvent.change(input, { target: { value: 'gone' } });
    fireEvent.click(form.getByRole('button', { name: 'Check link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(INVITATION_NOT_FOUND_MESSAGE));
  });
});
