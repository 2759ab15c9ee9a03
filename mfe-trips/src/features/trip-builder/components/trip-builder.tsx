import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner, WizardFrame, WizardLead, WizardPage } from '@byway/web-ui';
import type { RemoteProps, ToastInput } from '../../../lib/shell-contract';
import { isUnauthenticated } from '../../../hooks/use-unauthorized-redirect';
import { useCreateTrip, type CreateTripInput } from '../api/create-trip';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { usePlaceChecks } from '../hooks/use-place-checks';
import { usePlanProgress } from '../hooks/use-plan-progress';
import { createTripErrorMessage, isRefusal, newProgressId } from '../lib/errors';
import { formFromProfile, isStepComplete, STEP_TITLES, TOTAL_STEPS, type TripForm } from '../lib/options';
import { openBrowserProgressStream, type OpenProgressStream } from '../lib/plan-progress';
import { CreatingOverlay } from './creating-overlay';
import { DetailsStep, FieldError, InterestsStep, PartyStep, RouteStep, StayStep } from './steps';

export const SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

export const SESSION_EXPIRED_TOAST: ToastInput = {
  title: 'Session Expired',
  description: 'Please log in again to create your trip.',
  variant: 'destructive',
};

export const GENERIC_FAILURE = 'An unexpected error occurred. Please try again.';

export interface TripBuilderProps extends RemoteProps {
  /** Opens the planning progress stream; the browser's EventSource unless a test hands in a double. */
  openProgressStream?: OpenProgressStream;
}

/** What Create My Trip! sends: blank optional fields are left out. */
export function toInput(form: TripForm, progressId: string): CreateTripInput {
  const description = form.description.trim();
  return {
    startLocation: form.startLocation.trim(),
    endLocation: form.endLocation.trim(),
    totalDays: form.totalDays,
    themes: form.themes,
    travelPartySize: form.travelPartySize,
    season: form.season,
    accommodationType: form.accommodationType,
    budget: form.budget,
    // The planner fills the days at the traveller's preferred pace (profile).
    ...(form.pace ? { pace: form.pace } : {}),
    ...(description ? { description } : {}),
    ...(form.startDate ? { startDate: form.startDate } : {}),
    progressId,
  };
}

/** The five-step trip builder of spec section 2 (/trip-builder). */
export function TripBuilder({
  user,
  notify,
  openProgressStream = openBrowserProgressStream,
}: TripBuilderProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<TripForm>(() => formFromProfile(user));
  // What the profile preselected, said on the steps so the traveller knows they can change it.
  const [fromProfile] = useState(() => ({
    themes: form.themes.length > 0,
    accommodation: form.accommodationType !== '',
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [createTrip, { loading: creating }] = useCreateTrip();
  const { progress, listen, stop } = usePlanProgress(openProgressStream);
  const places = usePlaceChecks();
  const [checkingPlaces, setCheckingPlaces] = useState(false);
  // Why a car cannot get from the start to the destination, said on step 1 (issue 21).
  const [roadProblem, setRoadProblem] = useState<string | null>(null);

  useLoginRedirect(user ? (sessionExpired ? SESSION_EXPIRED_TOAST : null) : SIGNED_OUT_TOAST, notify);

  if (!user) return <Spinner label="Redirecting to sign in..." />;

  const complete = isStepComplete(step, form);
  const update = (patch: Partial<TripForm>) => {
    if ('startLocation' in patch || 'endLocation' in patch) setRoadProblem(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  async function create() {
    setFailure(null);
    const progressId = newProgressId();
    // Listen first: the planner's first events go out as soon as the mutation reaches it.
    listen(progressId, form.totalDays);
    try {
      const { data } = await createTrip({ variables: { input: toInput(form, progressId) } });
      stop();
      if (!data) throw new Error(GENERIC_FAILURE);
      notify({
        title: 'Trip Created Successfully!',
        description: `${data.createTrip.title} is ready to explore.`,
      });
      navigate(`/trip/${data.createTrip.id}`);
    } catch (error) {
      stop();
      if (isUnauthenticated(error)) {
        setSessionExpired(true);
        return;
      }
      const message = createTripErrorMessage(error) ?? GENERIC_FAILURE;
      // Something on the form to fix is said once, beside it; a toast would cover 'Create My Trip!'.
      if (isRefusal(error)) setFailure(message);
      else notify({ title: 'Failed to Create Trip', description: message, variant: 'destructive' });
    }
  }

  /** Step 1's Next: both places as the planner reads them, or stay with what is wrong under each field. */
  async function checkPlaces(): Promise<void> {
    setCheckingPlaces(true);
    const [start, end] = await Promise.all([
      places.check('start', form.startLocation),
      places.check('end', form.endLocation),
    ]);
    if (start.state === 'ok' && end.state === 'ok') {
      // Both known: can a car get from one to the other? Said here, not at step 5.
      const problem = await places.road(start.text, end.text);
      setCheckingPlaces(false);
      update({ startLocation: start.text, endLocation: end.text });
      if (problem) {
        setRoadProblem(problem);
        document.getElementById('trip-end')?.focus();
        return;
      }
      setStep(2);
      return;
    }
    setCheckingPlaces(false);
    document.getElementById(start.state === 'ok' ? 'trip-end' : 'trip-start')?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || creating || checkingPlaces) return;
    if (step === 1) void checkPlaces();
    else if (step < TOTAL_STEPS) setStep((current) => Math.min(current + 1, TOTAL_STEPS));
    else void create();
  }

  const firstName = user.firstName?.trim() || 'Explorer';
  return (
    <WizardPage>
      <h1>Plan Your Road Trip</h1>
      <WizardLead>Hi {firstName}! Answer five quick questions and we&apos;ll plan the route.</WizardLead>
      <WizardFrame
        step={step}
        total={TOTAL_STEPS}
        progressLabel="Trip builder progress"
        title={STEP_TITLES[step - 1]}
        titleId="trip-step-title"
        onSubmit={onSubmit}
        alert={
          (step === 1 && roadProblem && <FieldError role="alert">{roadProblem}</FieldError>) ||
          (step === TOTAL_STEPS && failure && (
            <FieldError role="alert">Your trip could not be created: {failure}</FieldError>
          ))
        }
        onPrevious={() => setStep((current) => Math.max(current - 1, 1))}
        previousDisabled={step === 1 || creating}
        nextLabel={step < TOTAL_STEPS ? 'Next' : 'Create My Trip!'}
        nextDisabled={!complete || creating}
        nextBusy={checkingPlaces}
      >
        {step === 1 && <RouteStep form={form} update={update} places={places} />}
        {step === 2 && <InterestsStep form={form} update={update} fromProfile={fromProfile.themes} />}
        {step === 3 && <PartyStep form={form} update={update} />}
        {step === 4 && <StayStep form={form} update={update} fromProfile={fromProfile.accommodation} />}
        {step === 5 && <DetailsStep form={form} update={update} />}
      </WizardFrame>
      {creating && <CreatingOverlay progress={progress} />}
    </WizardPage>
  );
}
