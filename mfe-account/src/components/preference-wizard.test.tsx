import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_ONBOARDING,
  EMPTY_PREFERENCES,
  type OnboardingAnswers,
  type PreferenceAnswers,
} from '../lib/preference-answers';
import { renderAt } from '../testing/render';
import { PreferenceWizardForm, type PreferenceWizardFormProps } from './preference-wizard';

type Options = Partial<Pick<PreferenceWizardFormProps, 'busy' | 'blocked' | 'finishError'>>;

/** A page as the wizard expects one: it owns the answers and the step. */
function Harness({
  initial,
  initialStep = 1,
  total,
  onFinish,
  ...options
}: {
  initial: PreferenceAnswers | OnboardingAnswers;
  initialStep?: number;
  total: number;
  onFinish: () => void;
} & Options) {
  const [answers, setAnswers] = useState(initial);
  const [step, setStep] = useState(initialStep);
  return (
    <PreferenceWizardForm
      step={step}
      total={total}
      progressLabel="Test progress"
      answers={answers}
      onChange={(patch) => setAnswers((current) => ({ ...current, ...patch }))}
      onStep={setStep}
      onFinish={onFinish}
      finishLabel="Finish"
      {...options}
    />
  );
}

const READY: PreferenceAnswers = {
  interests: ['nature-hikes', 'coffee', 'history'],
  travelStyle: 'comfort',
  preferredPace: 'moderate',
  lodgingPreference: 'luxury',
};

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const form = () => screen.getByRole('form');
const progress = () => screen.getByRole('progressbar', { name: 'Test progress' });

function render(props: Parameters<typeof Harness>[0]) {
  return renderAt(<Harness {...props} />, { path: '/' });
}

describe('PreferenceWizardForm', () => {
  it('does not move on while the step is unanswered, by Next or by submitting the form', () => {
    render({ initial: EMPTY_PREFERENCES, total: 4, onFinish: vi.fn() });

    expect(next()).toHaveProperty('disabled', true);
    fireEvent.submit(form());
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();

    for (const interest of ['Foodie', 'History', 'Wellness']) {
      fireEvent.click(screen.getByRole('button', { name: interest }));
    }
    fireEvent.click(next());
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('50');
    expect(form().getAttribute('aria-labelledby')).toBe('wizard-step-title');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("What's your travel style?");
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose one to continue.')).toBeTruthy();
    fireEvent.submit(form());
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
  });

  it('keeps every answer when going back, and cannot go back from step 1', () => {
    render({ initial: EMPTY_PREFERENCES, total: 4, onFinish: vi.fn() });
    expect(previous()).toHaveProperty('disabled', true);

    for (const interest of ['Foodie', 'History', 'Wellness']) {
      fireEvent.click(screen.getByRole('button', { name: interest }));
    }
    fireEvent.click(next());
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Travel style' })).getByRole('radio', {
        name: /^Cultural/,
      }),
    );
    fireEvent.click(previous());

    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('3 of 3+ selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Foodie' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(next());
    expect(
      within(screen.getByRole('radiogroup', { name: 'Travel style' }))
        .getByRole('radio', { name: /^Cultural/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('finishes on the last step instead of moving on, and shows a failed save there only', () => {
    const onFinish = vi.fn();
    render({ initial: READY, total: 4, onFinish, finishError: 'Not saved.' });

    fireEvent.click(next());
    fireEvent.click(next());
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(next());
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Not saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
  });

  it('asks onboarding answers for a group size on step 5', () => {
    const onFinish = vi.fn();
    render({ initial: { ...EMPTY_ONBOARDING, ...READY }, total: 5, onFinish });
    for (let step = 1; step < 5; step += 1) fireEvent.click(next());

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("Who's coming along?");
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish).toHaveProperty('disabled', true);
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Group size' })).getByRole('radio', { name: 'Solo' }),
    );
    fireEvent.click(finish);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('while busy neither goes back nor submits; when blocked it cannot submit', () => {
    const onFinish = vi.fn();
    const { unmount } = render({ initial: READY, initialStep: 4, total: 4, onFinish, busy: true });
    expect(previous()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', true);
    fireEvent.submit(form());
    unmount();

    render({ initial: READY, initialStep: 4, total: 4, onFinish, blocked: true });
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', true);
    fireEvent.click(previous());
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    fireEvent.click(next());
    fireEvent.submit(form());
    expect(onFinish).not.toHaveBeenCalled();
  });
});
