import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isUnauthorized, Spinner } from '@byway/web-ui';
import { LoadFailed } from '../../../components/account-page';
import { Lead, PreferenceWizardForm, WizardPage } from '../../../components/preference-wizard';
import { useLoginRedirect } from '../../../hooks/use-login-redirect';
import { forgetMe } from '../../../lib/apollo-cache';
import { answersFrom, isStepComplete, type PreferenceAnswers } from '../../../lib/preference-answers';
import type { RemoteProps, ToastInput } from '../../../lib/shell-contract';
import { useProfileSetupAnswers } from '../api/profile-setup-answers';
import { updateProfile, type UpdateProfileBody } from '../api/update-profile';

export const TOTAL_PROFILE_STEPS = 4;

export const PROFILE_UPDATED_TOAST: ToastInput = {
  title: 'Profile Updated!',
  description: "Your travel preferences have been saved. Let's start planning your first trip!",
};

export const PROFILE_FAILED_TOAST: ToastInput = {
  title: 'Error',
  description: 'Failed to update profile. Please try again.',
  variant: 'destructive',
};

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function toBody(answers: PreferenceAnswers): UpdateProfileBody | null {
  const { interests, travelStyle, preferredPace, lodgingPreference } = answers;
  if (!isStepComplete(1, answers) || !travelStyle || !preferredPace || !lodgingPreference) return null;
  return { interests, travelStyle, preferredPace, lodgingPreference };
}

function PreferenceWizard({
  initial,
  notify,
  refreshUser,
}: { initial: PreferenceAnswers } & Omit<RemoteProps, 'user'>) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [answers, setAnswers] = useState(initial);
  const [step, setStep] = useState(1);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  useLoginRedirect(signedOut, notify);

  const update = (patch: Partial<PreferenceAnswers>) => setAnswers((current) => ({ ...current, ...patch }));

  async function save(body: UpdateProfileBody) {
    setSaving(true);
    setFailed(false);
    try {
      await updateProfile(body);
      forgetMe(client.cache);
      notify(PROFILE_UPDATED_TOAST);
      await refreshUser?.();
      navigate('/');
    } catch (error) {
      setSaving(false);
      if (isUnauthorized(error)) {
        setSignedOut(true);
        return;
      }
      console.error('[byway] could not update the profile', error);
      setFailed(true);
      notify(PROFILE_FAILED_TOAST);
    }
  }

  function finish() {
    const body = toBody(answers);
    if (body) void save(body);
  }

  return (
    <PreferenceWizardForm
      step={step}
      total={TOTAL_PROFILE_STEPS}
      progressLabel="Profile setup progress"
      answers={answers}
      onChange={update}
      onStep={setStep}
      onFinish={finish}
      finishLabel={saving ? 'Saving...' : 'Complete Profile'}
      busy={saving}
      blocked={signedOut}
      finishError={failed ? 'Your preferences were not saved. Your answers are still here: try again.' : null}
    />
  );
}

/**
 * /profile-setup (spec 2, 4, 5, 8): the four-step preference wizard, opened with the traveller's current
 * answers. The last step saves with PATCH /api/profile, toasts and goes to '/'; a signed-out traveller is
 * toasted and sent to /login after 500 ms; any other failure toasts and keeps every answer.
 */
export function ProfileSetupPage({ user, notify, refreshUser }: RemoteProps) {
  const { data, loading, error, refetch } = useProfileSetupAnswers(!user);
  useLoginRedirect(!user || (!loading && !error && data !== undefined && data.me === null), notify);

  let content;
  if (!user || (data && !data.me)) {
    content = <Spinner label="Redirecting to sign in..." />;
  } else if (loading && !data) {
    content = <Spinner label="Loading your preferences..." />;
  } else if (error || !data?.me) {
    content = <LoadFailed what="your preferences" retry={refetch} />;
  } else {
    content = <PreferenceWizard initial={answersFrom(data.me)} notify={notify} refreshUser={refreshUser} />;
  }

  return (
    <WizardPage>
      <Back to="/profile">
        <span aria-hidden="true">← </span>Back to Profile
      </Back>
      <h1>Set Up Your Travel Profile</h1>
      <Lead>Your preferences shape every trip we plan for you. Change them any time.</Lead>
      {content}
    </WizardPage>
  );
}
