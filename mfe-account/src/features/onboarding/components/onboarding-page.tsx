import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_TO_PARAM, safeReturnPath } from '@byway/contracts/rules';
import styled from 'styled-components';
import { isUnauthorized, Spinner } from '@byway/web-ui';
import { Lead, PreferenceWizardForm, WizardPage } from '../../../components/preference-wizard';
import { forgetMe } from '../../../lib/apollo-cache';
import { navigateAway } from '../../../lib/navigate';
import { answersFrom, EMPTY_ONBOARDING, type OnboardingAnswers } from '../../../lib/preference-answers';
import type { CurrentUser, RemoteProps } from '../../../lib/shell-contract';
import { completeOnboarding, type CompleteOnboardingBody } from '../api/complete-onboarding';
import {
  clearStoredOnboarding,
  isComplete,
  readStoredOnboarding,
  TOTAL_ONBOARDING_STEPS,
  writeStoredOnboarding,
  type StoredOnboarding,
} from '../lib/stored-answers';

const SkipLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

function toBody(answers: OnboardingAnswers): CompleteOnboardingBody | null {
  const { interests, travelStyle, preferredPace, lodgingPreference, groupSize } = answers;
  if (!isComplete(answers) || !travelStyle || !preferredPace || !lodgingPreference || !groupSize) return null;
  return { interests, travelStyle, preferredPace, lodgingPreference, groupSize };
}

/** Where the wizard starts: the draft kept in this browser, else a signed-in traveller's saved answers. */
function initialState(user: CurrentUser | null): StoredOnboarding {
  const stored = readStoredOnboarding();
  if (stored) return stored;
  const answers = user ? { ...EMPTY_ONBOARDING, ...answersFrom(user) } : EMPTY_ONBOARDING;
  return { answers, step: 1, finished: false };
}

/**
 * /onboarding (spec 2, 4, 5): five steps for new travellers. A signed-in traveller's last step saves with
 * POST /api/complete-onboarding and goes to '/' (or back to the page the sign-in was started from). A visitor's answers stay in this browser; the last step
 * sends them to sign up or in, and when they come back signed in (the login sends a traveller who has not
 * onboarded here) the stored answers are saved and they go on to '/'. Spec 7/8: a failed save is only logged
 * and still goes to '/'; the answers then stay stored, so the next visit saves them.
 */
export function OnboardingPage({ user, refreshUser }: RemoteProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  // Sent here by the sign-in from a page (a trip, a pack): back there once the answers are saved.
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const home = back ?? '/';
  const loginPath = back ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: back })}` : '/login';
  const [state, setState] = useState<StoredOnboarding>(() => initialState(user));
  const [saving, setSaving] = useState(false);
  const autoSaveStarted = useRef(false);
  const { answers, step } = state;

  const save = useCallback(
    async (answers: OnboardingAnswers, body: CompleteOnboardingBody) => {
      setSaving(true);
      try {
        await completeOnboarding(body);
        clearStoredOnboarding();
        forgetMe(client.cache);
        await refreshUser?.();
        navigate(home, { replace: true });
      } catch (error) {
        console.error('[byway] could not save the onboarding answers; they stay in this browser', error);
        writeStoredOnboarding({ answers, step: TOTAL_ONBOARDING_STEPS, finished: true });
        // The session ended: sign in again (a full load, so the shell re-reads who is signed in).
        if (isUnauthorized(error)) navigateAway(loginPath);
        else navigate(home, { replace: true });
      }
    },
    [client, navigate, refreshUser, home, loginPath],
  );

  // A traveller who answered everything before signing in: save those answers now (once).
  const pending = user && state.finished ? toBody(state.answers) : null;
  useEffect(() => {
    if (!pending || autoSaveStarted.current) return;
    autoSaveStarted.current = true;
    void save(state.answers, pending);
  }, [pending, save, state.answers]);

  if (pending) {
    return (
      <WizardPage>
        <Spinner label="Saving your travel preferences..." />
      </WizardPage>
    );
  }

  const update = (patch: Partial<OnboardingAnswers>) =>
    setState((current) => {
      const next = { ...current, answers: { ...current.answers, ...patch }, finished: false };
      writeStoredOnboarding(next);
      return next;
    });
  const goTo = (nextStep: number) =>
    setState((current) => {
      const next = { ...current, step: nextStep };
      writeStoredOnboarding(next);
      return next;
    });

  function finish() {
    const body = toBody(answers);
    if (!body) return;
    if (user) {
      void save(answers, body);
    } else {
      // Kept for after sign-in: the login brings a traveller who has not onboarded back here.
      writeStoredOnboarding({ answers, step, finished: true });
      navigate(loginPath);
    }
  }

  let lastLabel = 'Save and Sign In';
  if (user) lastLabel = saving ? 'Saving...' : 'Complete Setup';

  return (
    <WizardPage>
      <h1>Welcome to Byway</h1>
      <Lead>Tell us how you like to travel and we&apos;ll tailor every trip to you.</Lead>
      {!user && (
        <Note>
          Your answers stay on this device. At the end, sign up or sign in and we&apos;ll save them to your
          profile.
        </Note>
      )}
      <PreferenceWizardForm
        step={step}
        total={TOTAL_ONBOARDING_STEPS}
        progressLabel="Onboarding progress"
        answers={answers}
        onChange={update}
        onStep={goTo}
        onFinish={finish}
        finishLabel={lastLabel}
        busy={saving}
      />
      <Footer>
        {user ? (
          <SkipLink to={home}>Skip for now</SkipLink>
        ) : (
          <SkipLink to={loginPath}>Skip setup and sign in</SkipLink>
        )}
      </Footer>
    </WizardPage>
  );
}
