import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Bar = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;
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
      <Track
        role="progressbar"
        aria-label="Trip pack finder progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Bar $percent={percent} />
      </Track>
    </div>
  );
}
