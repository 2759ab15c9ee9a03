import { useId } from 'react';
import styled from 'styled-components';
import type { Notify } from '../../lib/shell-contract';
import { useSetTripVisibility } from './set-trip-visibility';

const Visibility = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Switch = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: none;
  cursor: pointer;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};

  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: ${({ $on }) => ($on ? '1.45rem' : '0.2rem')};
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 0.15s ease;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StateText = styled.p<{ $public: boolean }>`
  && {
    color: ${({ theme, $public }) => ($public ? theme.colors.success : theme.colors.warning)};
    font-weight: 600;
  }
`;

/**
 * The owner's 'Public trip' switch in the share dialog: makes the trip public or private (the link works
 * only while it is public) and says which it is; a failed change toasts and leaves the switch as it was.
 */
export function VisibilitySwitch({
  tripId,
  isPublic,
  onChange,
  notify,
}: {
  tripId: number;
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
  notify: Notify;
}) {
  const [setVisibility, { loading: savingVisibility }] = useSetTripVisibility();
  const ids = useId();
  const switchLabelId = `${ids}-switch`;
  const switchStateId = `${ids}-switch-state`;

  const toggleVisibility = async () => {
    const next = !isPublic;
    try {
      const { data } = await setVisibility({ variables: { id: tripId, isPublic: next } });
      onChange(data?.setTripVisibility.isPublic ?? next);
    } catch {
      notify({
        title: 'Error',
        description: `Failed to make the trip ${next ? 'public' : 'private'}. Please try again.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Visibility aria-label="Trip visibility">
      <SwitchRow>
        <span id={switchLabelId}>Public trip</span>
        <Switch
          role="switch"
          aria-checked={isPublic}
          aria-labelledby={switchLabelId}
          aria-describedby={switchStateId}
          $on={isPublic}
          disabled={savingVisibility}
          onClick={() => void toggleVisibility()}
        />
      </SwitchRow>
      <StateText id={switchStateId} $public={isPublic} aria-live="polite">
        {isPublic ? 'This trip is public: anyone with the link can view it.' : 'This trip is private.'}
      </StateText>
      <p>The link works only while the trip is public. Make it private again to stop sharing.</p>
    </Visibility>
  );
}
