import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import {
  ProfileApiTokensQuery,
  ProfileCreateApiTokenMutation,
  ProfileRevokeApiTokenMutation,
  type ApiToken,
} from '../api/api-tokens';
import { ApiTokensCard, LIST_FAILED } from './api-tokens-card';

const SECRET = `byway_pat_${'Q'.repeat(43)}`;

const token = (overrides: Partial<ApiToken> = {}): ApiToken & { __typename: 'ApiToken' } => ({
  __typename: 'ApiToken',
  id: '6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e01',
  name: 'Route tracker',
  scope: 'read',
  prefix: 'QQQQQQQQ',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

const listAnswer = (tokens: ApiToken[]): MockedResponse => ({
  request: { query: ProfileApiTokensQuery },
  result: { data: { myApiTokens: tokens } },
});

describe('ApiTokensCard', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the tokens with name, scope, prefix, created and last used', async () => {
    renderAt(<ApiTokensCard notify={vi.fn()} />, {
      path: '/profile',
      mocks: [
        listAnswer([
          token(),
          token({
            id: '6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e02',
            name: 'Sync',
            scope: 'read-write',
            prefix: 'abcd1234',
            lastUsedAt: '2026-11-23T08:00:00.000Z',
          }),
        ]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Route tracker');
    expect(first!.textContent).toContain('byway_pat_QQQQQQQQ…');
    expect(first!.textContent).toContain('Read only');
    expect(first!.textContent).toContain('Created Nov 20, 2026');
    expect(first!.textContent).toContain('Never used');
    expect(second!.textContent).toContain('Read and write');
    expect(second!.textContent).toContain('Last used Nov 23, 2026');
  });

  it('says when there are none, and when the list cannot be loaded', async () => {
    const { unmount } = renderAt(<ApiTokensCard notify={vi.fn()} />, {
      path: '/profile',
      mocks: [listAnswer([])],
    });
    await screen.findByText('No API tokens yet.');
    unmount();

    renderAt(<ApiTokensCard notify={vi.fn()} />, {
      path: '/profile',
      mocks: [{ request: { query: ProfileApiTokensQuery }, error: new Error('network down') }],
    });
    await screen.findByText(LIST_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('makes a token with the chosen scope and shows its secret once, with Copy and a warning', async () => {
    const made = token({ name: 'Sync', scope: 'read-write' });
    const notify = vi.fn();
    renderAt(<ApiTokensCard notify={notify} />, {
      path: '/profile',
      mocks: [
        listAnswer([]),
        {
          request: {
            query: ProfileCreateApiTokenMutation,
            variables: { input: { name: 'Sync', scope: 'read-write' } },
          },
          result: {
            data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: made } },
          },
        },
        listAnswer([made]),
      ],
    });
    await screen.findByText('No API tokens yet.');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '  Sync ' } });
    fireEvent.click(screen.getByLabelText('Read and write'));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Your new API token').value).toBe(SECRET);
    expect(dialog.textContent).toContain('you will not see it again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(notify).toHaveBeenCalledWith({ title: 'Token copied!', description: 'It is on your clipboard.' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list shows the new token, never its secret.
    await screen.findByRole('list', { name: 'Your API tokens' });
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the server's refusal (the 10-token limit) and keeps the form", async () => {
    renderAt(<ApiTokensCard notify={vi.fn()} />, {
      path: '/profile',
      mocks: [
        listAnswer([]),
        {
          request: {
            query: ProfileCreateApiTokenMutation,
            variables: { input: { name: 'More', scope: 'read' } },
          },
          result: {
            errors: [
              new GraphQLError('You can have at most 10 API tokens. Revoke one you no longer use first.', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByText('No API tokens yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'More' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You can have at most 10 API tokens. Revoke one you no longer use first.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no form at the limit of 10', async () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      token({ id: `6f1c2a7e-4b1d-4c3e-9a55-0f2b8d7c1e${String(i).padStart(2, '0')}`, name: `App ${i}` }),
    );
    renderAt(<ApiTokensCard notify={vi.fn()} />, { path: '/profile', mocks: [listAnswer(ten)] });
    await screen.findByText(/Revoke one to make another/);
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
  });

  it('revokes only after confirming, and Cancel keeps the token', async () => {
    const notify = vi.fn();
    renderAt(<ApiTokensCard notify={notify} />, {
      path: '/profile',
      mocks: [
        listAnswer([token()]),
        {
          request: { query: ProfileRevokeApiTokenMutation, variables: { id: token().id } },
          result: {
            data: {
              revokeApiToken: {
                __typename: 'ApiToken',
                id: token().id,
                revokedAt: '2026-11-24T08:00:00.000Z',
              },
            },
          },
        },
        listAnswer([]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Route tracker' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke “Route tracker”?' });
    expect(dialog.textContent).toContain('stop working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Route tracker' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke “Route tracker”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Token revoked',
        description: 'Route tracker no longer works.',
      }),
    );
    await screen.findByText('No API tokens yet.');
  });
});
