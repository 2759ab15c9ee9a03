import { ProgressBar } from '@byway/web-ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** 'Step N of 4' and percent complete (N / 4). */
export function FinderProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100);
  return (
    <div>
      <Row>
        <span>
          Step {step} of {total}
        </span>
        <span>{percent}% complete</span>
      </Row>
      <ProgressBar label="Trip pack finder progress" value={percent} fill="primary" transition="fast" />
    </div>
  );
}
