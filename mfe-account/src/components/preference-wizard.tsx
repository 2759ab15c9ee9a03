// The wizard the onboarding (5 steps) and the profile setup (4 steps) share: the page frame, and the form
// with its progress bar, the step's question (interest cards with their counter, single-choice cards),
// Previous / Next and the finish button. The pages keep only what differs: where the answers live and
// what finishing does.
import {
  GROUP_SIZES,
  LODGING_PREFERENCES,
  PACES,
  PROFILE_INTERESTS,
  type ProfileInterest,
  type TravelStyle,
} from '@byway/contracts/rules';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  GROUP_SIZE_LABELS,
  INTEREST_LABELS,
  LODGING_LABELS,
  PACE_LABELS,
  TRAVEL_STYLE_LABELS,
} from '../lib/preference-labels';
import {
  isStepComplete,
  MIN_INTERESTS,
  OFFERED_TRAVEL_STYLES,
  toggleInterest,
  type OnboardingAnswers,
  type PreferenceAnswers,
} from '../lib/preference-answers';
import { ChoiceGrid, choiceCardStyles, WizardFrame } from '@byway/web-ui';

// The page frame the onboarding and profile-setup pages stand on (web-ui's, shared with the trip builder).
export { WizardLead as Lead, WizardPage } from '@byway/web-ui';

const InlineError = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Grid = styled(ChoiceGrid).attrs({ $min: '11rem', $gap: 'sm' })``;

const Card = styled.button<{ $selected: boolean }>`
  ${choiceCardStyles}
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};

  strong {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Counter = styled.p<{ $enough: boolean }>`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: 600;
  color: ${({ theme, $enough }) => ($enough ? theme.colors.success : theme.colors.textMuted)};
`;

/** Step 1: at least 3 of the 16 interests, with the counter 'N of 3+ selected'. */
function InterestsStep({
  selected,
  onChange,
}: {
  selected: ProfileInterest[];
  onChange: (interests: ProfileInterest[]) => void;
}) {
  const enough = selected.length >= MIN_INTERESTS;
  return (
    <>
      <Grid role="group" aria-label="Interests">
        {PROFILE_INTERESTS.map((interest) => (
          <Card
            key={interest}
            type="button"
            aria-pressed={selected.includes(interest)}
            $selected={selected.includes(interest)}
            onClick={() => onChange(toggleInterest(selected, interest))}
          >
            <strong>{INTEREST_LABELS[interest]}</strong>
          </Card>
        ))}
      </Grid>
      <Counter $enough={enough} aria-live="polite">
        {selected.length} of {MIN_INTERESTS}+ selected
      </Counter>
      {!enough && <small>Choose at least {MIN_INTERESTS} interests to continue.</small>}
    </>
  );
}

interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** One choice out of a few cards (a radio group). */
function ChoiceStep<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
}) {
  return (
    <>
      <Grid role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <Card
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            $selected={value === option.value}
            onClick={() => onChange(option.value)}
          >
            <strong>{option.label}</strong>
            {option.hint && <small>{option.hint}</small>}
          </Card>
        ))}
      </Grid>
      {value === '' && <ChoiceHint>Choose one to continue.</ChoiceHint>}
    </>
  );
}

const ChoiceHint = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TRAVEL_STYLE_HINTS: Record<(typeof OFFERED_TRAVEL_STYLES)[number], string> = {
  adventurer: 'Trails, thrills and the road less travelled',
  comfort: 'Easy drives and good beds',
  cultural: 'Museums, history and local life',
  foodie: 'Plan the route around the next meal',
};

/** The four offered styles, plus the traveller's stored one when it is another valid style. */
function travelStyleOptions(current: TravelStyle | ''): ChoiceOption<TravelStyle>[] {
  const offered: ChoiceOption<TravelStyle>[] = OFFERED_TRAVEL_STYLES.map((value) => ({
    value,
    label: TRAVEL_STYLE_LABELS[value],
    hint: TRAVEL_STYLE_HINTS[value],
  }));
  return current === '' || offered.some((option) => option.value === current)
    ? offered
    : [...offered, { value: current, label: TRAVEL_STYLE_LABELS[current] }];
}

const PACE_OPTIONS = PACES.map((value) => ({ value, label: PACE_LABELS[value] }));

const LODGING_HINTS: Record<(typeof LODGING_PREFERENCES)[number], string> = {
  camping: 'Tents, cabins and campgrounds',
  budget: 'Simple, clean and affordable',
  comfort: 'Reliable hotels and cosy B&Bs',
  luxury: 'Boutique hotels and special stays',
};

const LODGING_OPTIONS = LODGING_PREFERENCES.map((value) => ({
  value,
  label: LODGING_LABELS[value],
  hint: LODGING_HINTS[value],
}));

const GROUP_SIZE_OPTIONS = GROUP_SIZES.map((value) => ({ value, label: GROUP_SIZE_LABELS[value] }));

/** The wizard's step titles and one-line prompts, shared by both wizards (onboarding adds group size). */
const STEP_COPY: readonly { title: string; prompt: string }[] = [
  { title: 'What are you into?', prompt: 'Pick everything that sounds like a good day on the road.' },
  { title: "What's your travel style?", prompt: 'How do you like to experience a place?' },
  { title: 'What pace suits you?', prompt: 'How many stops make a good day?' },
  { title: 'Where do you like to stay?', prompt: 'We will suggest places to sleep that fit.' },
  { title: "Who's coming along?", prompt: 'Tell us the size of your usual travel party.' },
];

/** The question of one step; step 5 (group size) exists only for onboarding's answers. */
function PreferenceQuestion({
  step,
  answers,
  onChange,
}: {
  step: number;
  answers: PreferenceAnswers | OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
}) {
  switch (step) {
    case 1:
      return <InterestsStep selected={answers.interests} onChange={(interests) => onChange({ interests })} />;
    case 2:
      return (
        <ChoiceStep
          label="Travel style"
          options={travelStyleOptions(answers.travelStyle)}
          value={answers.travelStyle}
          onChange={(travelStyle) => onChange({ travelStyle })}
        />
      );
    case 3:
      return (
        <ChoiceStep
          label="Pace"
          options={PACE_OPTIONS}
          value={answers.preferredPace}
          onChange={(preferredPace) => onChange({ preferredPace })}
        />
      );
    case 4:
      return (
        <ChoiceStep
          label="Accommodation"
          options={LODGING_OPTIONS}
          value={answers.lodgingPreference}
          onChange={(lodgingPreference) => onChange({ lodgingPreference })}
        />
      );
    case 5:
      return 'groupSize' in answers ? (
        <ChoiceStep
          label="Group size"
          options={GROUP_SIZE_OPTIONS}
          value={answers.groupSize}
          onChange={(groupSize) => onChange({ groupSize })}
        />
      ) : null;
    default:
      return null;
  }
}

export interface PreferenceWizardFormProps {
  /** 1-based; the page owns it (onboarding keeps it in the browser with the answers). */
  step: number;
  total: number;
  /** The progress bar's accessible name. */
  progressLabel: string;
  answers: PreferenceAnswers | OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
  /** Called with the step Previous or Next moves to, always within 1..total. */
  onStep: (step: number) => void;
  /** The last step was submitted with its question answered. */
  onFinish: () => void;
  /** The last step's button text ('Complete Profile', 'Saving...', ...). */
  finishLabel: string;
  /** Saving: Previous and the submit button are disabled. */
  busy?: boolean;
  /** The traveller cannot go on at all (signed out): the submit button is disabled. */
  blocked?: boolean;
  /** Shown as an alert on the last step, above the buttons (a failed save). */
  finishError?: string | null;
}

/**
 * The wizard's form (spec 4, 5): Next, or submitting the form any other way, only moves on once the step's
 * question is answered (at least 3 interests, else one choice); Previous keeps every answer, since the
 * answers belong to the page; the last step calls onFinish instead of moving on.
 */
export function PreferenceWizardForm({
  step,
  total,
  progressLabel,
  answers,
  onChange,
  onStep,
  onFinish,
  finishLabel,
  busy = false,
  blocked = false,
  finishError = null,
}: PreferenceWizardFormProps) {
  const complete = isStepComplete(step, answers);
  const last = step === total;
  const goTo = (next: number) => onStep(Math.min(Math.max(next, 1), total));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || busy || blocked) return;
    if (last) onFinish();
    else goTo(step + 1);
  }

  const copy = STEP_COPY[step - 1];
  return (
    <WizardFrame
      step={step}
      total={total}
      progressLabel={progressLabel}
      title={copy?.title}
      titleId="wizard-step-title"
      prompt={copy?.prompt ?? ''}
      onSubmit={onSubmit}
      alert={last && finishError && <InlineError role="alert">{finishError}</InlineError>}
      onPrevious={() => goTo(step - 1)}
      previousDisabled={step === 1 || busy}
      nextLabel={last ? finishLabel : 'Next'}
      nextDisabled={!complete || busy || blocked}
      wrapActions
    >
      <PreferenceQuestion step={step} answers={answers} onChange={onChange} />
    </WizardFrame>
  );
}
