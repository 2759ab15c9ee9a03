import { useApolloClient } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, Button, Dialog, isUnauthorized } from '@byway/web-ui';
import { UNAUTHORIZED_TOAST, LOGIN_REDIRECT_DELAY_MS } from '../../../hooks/use-login-redirect';
import { navigateAway } from '../../../lib/navigate';
import type { RemoteProps } from '../../../lib/shell-contract';
import { deleteAccount, fetchAccountExport, saveFile } from '../api/account';
import { ProfileCard as Card, DialogActions, ErrorNote } from './profile-card';

export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/** A destructive action: outlined in danger red, or filled (`$solid`) for the final confirmation. */
const DangerButton = styled(Button)<{ $solid?: boolean }>`
  background: ${({ theme, $solid }) => ($solid ? theme.colors.danger : theme.colors.surface)};
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme, $solid }) => ($solid ? theme.colors.onDanger : theme.colors.danger)};
  &:hover {
    background: ${({ theme, $solid }) => ($solid ? theme.colors.danger : theme.colors.dangerSoft)};
    ${({ $solid }) => ($solid ? 'filter: brightness(0.92);' : '')}
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

function DeleteAccountDialog({
  onClose,
  notify,
  refreshUser,
}: { onClose: () => void } & Omit<RemoteProps, 'user'>) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    setDeleting(true);
    setRefusal(null);
    let message: string | null;
    try {
      message = await deleteAccount(password);
    } catch (error) {
      setDeleting(false);
      // 4xx answers say why (wrong password, sign in again): shown here, the password kept for a retry.
      const status = error instanceof ApiError ? error.status : 0;
      setRefusal(
        status >= 400 && status < 500 ? ((error as ApiError).serverMessage ?? DELETE_FAILED) : DELETE_FAILED,
      );
      return;
    }
    notify({
      title: 'Account deleted',
      description: message ?? 'Your account and all its data have been deleted.',
    });
    // Signed out: nothing of the traveller stays in the cache, and the shell learns there is no user.
    // Home first: once the shell learns there is no user, a signed-in page would send the traveller to
    // /login instead.
    navigate('/', { replace: true });
    await client.clearStore().catch(() => undefined);
    const stillSignedIn = refreshUser ? await refreshUser().catch(() => null) : true;
    if (stillSignedIn) navigateAway('/api/logout');
  }

  return (
    <Dialog padding="xl" title="Delete your account?" onClose={onClose} closable={!deleting}>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          This permanently deletes your profile, trips, memories, photos, points and achievements. It cannot
          be undone. Download your data first if you want a copy.
        </p>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <small>
            Signed up with another provider and no password? Leave it empty after signing in again.
          </small>
        </label>
        {refusal && <ErrorNote role="alert">{refusal}</ErrorNote>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <DangerButton $solid type="submit" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete my account'}
          </DangerButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The traveller's own data: a download of everything stored, and deleting the account (with the password). */
export function AccountCard({ notify, refreshUser }: Omit<RemoteProps, 'user'>) {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchAccountExport();
      saveFile(blob, fileName);
      notify({ title: 'Data downloaded!', description: fileName });
    } catch (error) {
      if (isUnauthorized(error)) {
        notify(UNAUTHORIZED_TOAST);
        window.setTimeout(() => navigateAway('/login'), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      console.error('[byway] could not download the account data', error);
      const message = error instanceof ApiError ? error.serverMessage : null;
      notify({ title: 'Download failed', description: message ?? DOWNLOAD_FAILED, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card aria-labelledby="your-data">
      <h2 id="your-data">Your Data</h2>
      <p>Everything Byway stores about you, as one JSON file.</p>
      <Button $variant="secondary" onClick={() => void download()} disabled={downloading}>
        {downloading ? 'Preparing download...' : 'Download my data'}
      </Button>
      <p>Deleting your account removes all of it for good.</p>
      <DangerButton onClick={() => setConfirming(true)}>Delete my account</DangerButton>
      {confirming && (
        <DeleteAccountDialog onClose={() => setConfirming(false)} notify={notify} refreshUser={refreshUser} />
      )}
    </Card>
  );
}
