import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { ApiError } from '@byway/web-ui';
import { useAuth } from '../../../lib/auth';
import { navigateAway } from '../../../lib/navigate';
import { providerLoginPath, RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';
import { customLogin, destinationAfterLogin, type CustomLoginPayload } from '../api/custom-login';
import { LoginForm } from './login-form';
import { Callout } from '../../../components/ui/callout';

const Screen = styled.div`
  display: grid;
  min-height: 100vh;
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Aside = styled.aside`
  display: none;
  padding: ${({ theme }) => theme.space['3xl']};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onPrimary};

  @media ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: column;
    justify-content: center;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  }
  ul {
    margin: ${({ theme }) => theme.space.lg} 0 0;
    padding-left: 1.2rem;
    line-height: 1.9;
  }
`;

const Panel = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Back = styled(Link)`
  align-self: flex-start;
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Sub = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled(Callout).attrs({ $tone: 'warning' as const })`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function LoginPage() {
  const { refresh } = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [isSignUp, setIsSignUp] = useState(false);
  // The gateway sends the browser back here when third-party sign-in fails.
  const [searchParams] = useSearchParams();
  const signInFailed = searchParams.get('error') === 'signin_failed';
  const emailNotVerified = searchParams.get('error') === 'email_not_verified';
  // The page a signed-out traveller was sent from (a deep link): every sign-in goes back there.
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));

  const submit = useCallback(
    async (payload: CustomLoginPayload) => {
      let profileCompleted: boolean | null;
      try {
        ({ profileCompleted } = await customLogin(payload));
      } catch (error) {
        if (error instanceof ApiError) {
          console.error('[byway] sign-in refused', error.message);
          // Without a message of the server's own, the form says 'Something went wrong. Please try again.'
          throw new Error(error.serverMessage ?? '');
        }
        // No answer at all (network down): fall back to the third-party sign-in, as the spec says.
        console.error('[byway] sign-in request failed', error);
        navigateAway(providerLoginPath(returnTo));
        return;
      }
      // Another traveller may have used this tab: nothing cached for the previous session survives.
      await client.clearStore();
      const user = await refresh();
      const completed = profileCompleted ?? user?.profileCompleted ?? null;
      navigate(destinationAfterLogin(payload.isSignUp, completed, returnTo), { replace: true });
    },
    [client, refresh, navigate, returnTo],
  );

  return (
    <Screen>
      <Aside>
        <LogoMark size={48} />
        <h2>Your road trip companion for discovering destinations</h2>
        <p>Plan routes that fit your vibe, your time and your wanderlust.</p>
        <ul>
          <li>Three AI route options for every trip</li>
          <li>Hidden gems and curated Trip Packs</li>
          <li>A day-by-day planner you can adjust on the fly</li>
        </ul>
      </Aside>
      <Panel>
        <Back to="/">
          <span aria-hidden="true">← </span>Back to Home
        </Back>
        <Heading>{isSignUp ? 'Create your account' : 'Welcome back'}</Heading>
        <Sub>
          {isSignUp
            ? 'Start planning your next adventure in minutes.'
            : 'Sign in to pick up where you left off.'}
        </Sub>
        {signInFailed && (
          <Notice role="status">
            Single sign-on didn&apos;t complete. Please try again, or use your email and password.
          </Notice>
        )}
        {emailNotVerified && (
          <Notice role="status">
            Your sign-in provider hasn&apos;t confirmed your email address, so we can&apos;t use it. Confirm
            the address with the provider and try again, or use your email and password.
          </Notice>
        )}
        <LoginForm onSubmit={submit} onSignUpChange={setIsSignUp} />
        <Divider>or</Divider>
        <Button $variant="secondary" $block onClick={() => navigateAway(providerLoginPath(returnTo))}>
          Continue with single sign-on
        </Button>
      </Panel>
    </Screen>
  );
}
