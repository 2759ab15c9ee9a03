import { ApolloError } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '@byway/contracts/rules';
import { Button, Dialog, Spinner, StateBox } from '@byway/web-ui';
import type { RemoteProps } from '../../../lib/shell-contract';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from '../api/api-tokens';
import { ProfileCard as Card, DialogActions, ErrorNote } from './profile-card';

const Row = styled(DialogActions)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const LIST_FAILED = 'Your API tokens could not be loaded.';
export const CREATE_FAILED = 'The token could not be made. Please try again.';
export const REVOKE_FAILED = 'The token could not be revoked. Please try again.';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  strong {
    display: block;
  }
  code,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 400;
  }
  input[type='text'] {
    font: inherit;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Secret = styled.input`
  width: 100%;
  font-family: monospace;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What the server said (a refused name, the 10-token limit), else the fallback. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApolloError) {
    const refused = error.graphQLErrors.find((item) => item.message.trim());
    if (refused && refused.extensions?.code !== 'INTERNAL_SERVER_ERROR') return refused.message;
  }
  return fallback;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function SecretDialog({
  secret,
  onClose,
  notify,
}: { secret: string; onClose: () => void } & Pick<RemoteProps, 'notify'>) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      notify({ title: 'Token copied!', description: 'It is on your clipboard.' });
    } catch {
      notify({
        title: 'Copy failed',
        description: 'Select the token and copy it yourself.',
        variant: 'destructive',
      });
    }
  }
  return (
    <Dialog padding="xl" title="Your new API token" onClose={onClose}>
      <p>
        Copy it now and keep it somewhere safe: you will not see it again. Anyone who has it can act as you.
      </p>
      <Secret
        readOnly
        aria-label="Your new API token"
        value={secret}
        onFocus={(event) => event.target.select()}
      />
      <Row>
        <Button $variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Row>
    </Dialog>
  );
}

function RevokeDialog({
  token,
  onClose,
  notify,
}: { token: ApiToken; onClose: () => void } & Pick<RemoteProps, 'notify'>) {
  const [revoke, { loading }] = useRevokeApiToken();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setRefusal(null);
    try {
      await revoke({ variables: { id: token.id } });
    } catch (error) {
      setRefusal(messageOf(error, REVOKE_FAILED));
      return;
    }
    notify({ title: 'Token revoked', description: `${token.name} no longer works.` });
    onClose();
  }

  return (
    <Dialog padding="xl" title={`Revoke “${token.name}”?`} onClose={onClose} closable={!loading}>
      <p>Programs using this token stop working at once. This cannot be undone.</p>
      {refusal && <ErrorNote role="alert">{refusal}</ErrorNote>}
      <Row>
        <Button $variant="secondary" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Revoking...' : 'Revoke token'}
        </Button>
      </Row>
    </Dialog>
  );
}

function CreateTokenForm({ full, onCreated }: { full: boolean; onCreated: (secret: string) => void }) {
  const [create, { loading }] = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!name.trim()) return setRefusal('Name is required');
    setRefusal(null);
    try {
      const { data } = await create({ variables: { input: { name: name.trim(), scope } } });
      if (!data) throw new Error('no token in the answer');
      setName('');
      onCreated(data.createApiToken.secret);
    } catch (error) {
      setRefusal(messageOf(error, CREATE_FAILED));
    }
  }

  if (full) {
    return (
      <p>You have {API_TOKEN_LIMITS.liveMax} tokens, the most you can have. Revoke one to make another.</p>
    );
  }
  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New API token">
      <label>
        Token name
        <input
          type="text"
          value={name}
          maxLength={API_TOKEN_LIMITS.nameMax}
          placeholder="e.g. Route tracker app"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <fieldset>
        <legend>Access</legend>
        {API_TOKEN_SCOPES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="api-token-scope"
              value={option}
              checked={scope === option}
              onChange={() => setScope(option)}
            />
            {API_TOKEN_SCOPE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {refusal && <ErrorNote role="alert">{refusal}</ErrorNote>}
      <Button type="submit" disabled={loading}>
        {loading ? 'Creating...' : 'Create token'}
      </Button>
    </Form>
  );
}

/** Personal API tokens (issue 13): partners' programs act as the traveller with one. */
export function ApiTokensCard({ notify }: Pick<RemoteProps, 'notify'>) {
  const { data, loading, refetch } = useApiTokens();
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const tokens = data?.myApiTokens;

  let list;
  if (!tokens && loading) list = <Spinner label="Loading your API tokens..." />;
  else if (!tokens) {
    list = (
      <StateBox $tone="error" role="alert">
        <p>{LIST_FAILED}</p>
        <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </StateBox>
    );
  } else if (tokens.length === 0) list = <p>No API tokens yet.</p>;
  else {
    list = (
      <List aria-label="Your API tokens">
        {tokens.map((token) => (
          <li key={token.id}>
            <div>
              <strong>{token.name}</strong>
              <code>
                {API_TOKEN_PREFIX}
                {token.prefix}…
              </code>{' '}
              <small>
                {API_TOKEN_SCOPE_LABELS[token.scope as ApiTokenScope] ?? token.scope} · Created{' '}
                {day(token.createdAt)} ·{' '}
                {token.lastUsedAt ? `Last used ${day(token.lastUsedAt)}` : 'Never used'}
              </small>
            </div>
            <Button
              $variant="secondary"
              onClick={() => setRevoking(token)}
              aria-label={`Revoke ${token.name}`}
            >
              Revoke
            </Button>
          </li>
        ))}
      </List>
    );
  }

  return (
    <Card aria-labelledby="api-tokens">
      <h2 id="api-tokens">API Tokens</h2>
      <p>
        Let another app use Byway as you: it sends the token as <code>Authorization: Bearer</code>. Read-only
        tokens can look but not change anything.
      </p>
      {list}
      {tokens && (
        <CreateTokenForm
          full={tokens.length >= API_TOKEN_LIMITS.liveMax}
          onCreated={(made) => setSecret(made)}
        />
      )}
      {secret && <SecretDialog secret={secret} notify={notify} onClose={() => setSecret(null)} />}
      {revoking && <RevokeDialog token={revoking} notify={notify} onClose={() => setRevoking(null)} />}
    </Card>
  );
}
