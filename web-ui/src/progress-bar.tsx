import styled, { css } from 'styled-components';

const FILL_TRANSITION = { none: null, fast: '0.2s', slow: '0.3s' } as const;

export interface ProgressBarProps {
  /** The accessible name (`aria-label`). */
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** What a screen reader says instead of the number, e.g. 'Step 2 of 5'. */
  valueText?: string;
  /** Width of the fill in percent; by default `value` between `min` and `max`. */
  percent?: number;
  /** `hero` (the brand gradient, default) or the plain `primary` colour. */
  fill?: 'hero' | 'primary';
  /** How the fill moves to a new width: not at all (default), 0.2s or 0.3s. */
  transition?: keyof typeof FILL_TRANSITION;
  /** For `styled(ProgressBar)`: a bar's own margins or width. */
  className?: string;
}

const Track = styled.div`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.span<{ $fill: 'hero' | 'primary'; $transition: keyof typeof FILL_TRANSITION }>`
  display: block;
  height: 100%;
  background: ${({ theme, $fill }) => ($fill === 'hero' ? theme.gradients.hero : theme.colors.primary)};
  ${({ $transition }) =>
    FILL_TRANSITION[$transition] &&
    css`
      transition: width ${FILL_TRANSITION[$transition]} ease;
    `}
`;

function percentOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/** A thin bar that shows how far along something is: role="progressbar" with its value, range and label. */
export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  percent = percentOf(value, min, max),
  fill = 'hero',
  transition = 'none',
  className,
}: ProgressBarProps) {
  return (
    <Track
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Fill $fill={fill} $transition={transition} style={{ width: `${percent}%` }} />
    </Track>
  );
}
