import type { FormEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './button';
import { Card } from './card';
import { ProgressBar } from './progress-bar';

/** The page a wizard stands on: a centred column with its h1. */
export const WizardPage = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

/** The line under a wizard page's h1. */
export const WizardLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Track = styled(ProgressBar)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StepCard = styled(Card).attrs({ $padding: 'xl' })<{ $prompted: boolean }>`
  h2 {
    margin: 0 0 ${({ theme, $prompted }) => ($prompted ? theme.space.xs : theme.space.lg)};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  ${({ $prompted }) =>
    $prompted &&
    css`
      > p {
        margin: 0 0 ${({ theme }) => theme.space.lg};
        color: ${({ theme }) => theme.colors.textMuted};
      }
    `}
`;

const Actions = styled.div<{ $wrap: boolean }>`
  display: flex;
  ${({ $wrap }) => $wrap && 'flex-wrap: wrap;'}
  justify-content: space-between;
  ${({ $wrap }) => $wrap && 'align-items: center;'}
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface WizardFrameProps {
  /** 1-based. */
  step: number;
  total: number;
  /** The progress bar's accessible name. */
  progressLabel: string;
  /** The step's question: the form's h2 and its name. */
  title: ReactNode;
  titleId: string;
  /** A muted line under the title. */
  prompt?: ReactNode;
  /** The step's fields. */
  children: ReactNode;
  /** Said above the buttons (a failed save). */
  alert?: ReactNode;
  /** Next, or the form submitted any other way (Enter in a field). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onPrevious: () => void;
  previousDisabled: boolean;
  /** 'Next', or what the last step's button does. */
  nextLabel: string;
  nextDisabled: boolean;
  /** Next is working on it (aria-busy). */
  nextBusy?: boolean;
  /** Previous and Next wrap onto two lines on a narrow screen. */
  wrapActions?: boolean;
}

/**
 * A step-by-step form: 'Step N of M' and the percent over a progress bar, then a card form with the step's
 * title, its fields, and Previous / Next. The page owns the step and what Next does.
 */
export function WizardFrame({
  step,
  total,
  progressLabel,
  title,
  titleId,
  prompt,
  children,
  alert,
  onSubmit,
  onPrevious,
  previousDisabled,
  nextLabel,
  nextDisabled,
  nextBusy,
  wrapActions = false,
}: WizardFrameProps) {
  const percent = Math.round((step / total) * 100);
  return (
    <>
      <ProgressHead>
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}% complete</span>
      </ProgressHead>
      <Track label={progressLabel} value={percent} valueText={`Step ${step} of ${total}`} transition="slow" />
      <StepCard
        as="form"
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        noValidate
        $prompted={prompt !== undefined}
      >
        <h2 id={titleId}>{title}</h2>
        {prompt !== undefined && <p>{prompt}</p>}
        {children}
        {alert}
        <Actions $wrap={wrapActions}>
          <Button $variant="secondary" disabled={previousDisabled} onClick={onPrevious}>
            Previous
          </Button>
          <Button type="submit" disabled={nextDisabled} aria-busy={nextBusy || undefined}>
            {nextLabel}
          </Button>
        </Actions>
      </StepCard>
    </>
  );
}
