import { ProgressBar } from '@byway/web-ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** A wizard's 'Step N of M' and percent complete (N / M) over its progress bar, named by `label`. */
export function StepProgress({ step, total, label }: { step: number; total: number; label: string }) {
  const percent = Math.round((step / total) * 100);
  return (
    <div>
      <Row>
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}% complete</span>
      </Row>
      <ProgressBar label={label} value={percent} fill="primary" transition="fast" />
    </div>
  );
}
