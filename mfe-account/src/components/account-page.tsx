import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Card as CardSurface, Spinner, StateBox } from '@byway/web-ui';

/** The centred column of the account screens (profile, achievements), its h1 the screen's title. */
export const AccountPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Back = styled(Link)`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** '← Back to …' at the top of an account screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <span aria-hidden="true">← </span>
      {children}
    </Back>
  );
}

/** A titled card of an account screen: the shared Card as a section, its h2 the title. */
export const SectionCard = styled(CardSurface).attrs({ as: 'section' })`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** "We couldn't load {what}" with a retry that re-runs the query (its own failure shows here again). */
export function LoadFailed({ what, retry }: { what: string; retry: () => Promise<unknown> }) {
  return (
    <StateBox $tone="error" role="alert">
      <h3>We couldn&apos;t load {what}</h3>
      <p>Check your connection and try again.</p>
      <Button onClick={() => void retry().catch(() => undefined)}>Try again</Button>
    </StateBox>
  );
}

/** The session ended while the screen was open: a way back to sign in to see {what}. */
function SignedOut({ what }: { what: string }) {
  return (
    <StateBox>
      <h3>You&apos;re signed out</h3>
      <p>Sign in again to see {what}.</p>
      <ButtonLink to="/login">Sign In</ButtonLink>
    </StateBox>
  );
}

/**
 * An account screen's body: loading while the shell has no traveller yet or the query runs, the failure
 * with a retry, signed out when the query found no one (`value` empty), else `children(value)`.
 */
export function AccountContent<T>({
  user,
  loading,
  failed,
  what,
  retry,
  value,
  children,
}: {
  user: unknown;
  loading: boolean;
  failed: boolean;
  what: string;
  retry: () => Promise<unknown>;
  value: T | null | undefined;
  children: (value: T) => ReactNode;
}) {
  if (!user) return <p role="status">{`Loading ${what}...`}</p>;
  if (loading) return <Spinner label={`Loading ${what}...`} />;
  if (failed) return <LoadFailed what={what} retry={retry} />;
  if (!value) return <SignedOut what={what} />;
  return children(value);
}
