import {
  DISTANCE_UNIT_PREFERENCE_LABELS,
  DISTANCE_UNIT_PREFERENCES,
  type DistanceUnitPreference,
} from '@byway/contracts/rules';
import styled from 'styled-components';
import type { RemoteProps } from '../../../lib/shell-contract';
import { useSetDistanceUnits } from '../api/distance-units';

const Select = styled.select`
  font: inherit;
  padding: 0.35rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const isPreference = (value: string): value is DistanceUnitPreference =>
  (DISTANCE_UNIT_PREFERENCES as readonly string[]).includes(value);

/**
 * 'Distance units: miles / kilometres / as the country uses', saved as soon as it is chosen; the shell
 * then reads the traveller again so every screen writes distances in the new unit.
 */
export function DistanceUnitsChoice({
  value,
  notify,
  refreshUser,
}: { value: DistanceUnitPreference } & Omit<RemoteProps, 'user'>) {
  const [save, { loading }] = useSetDistanceUnits();
  const choose = async (units: string) => {
    if (!isPreference(units)) return;
    try {
      await save({ variables: { units } });
      await refreshUser?.();
    } catch {
      notify({
        title: 'Not saved',
        description: 'Your distance units could not be saved.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Select
      aria-label="Distance units"
      value={value}
      disabled={loading}
      onChange={(event) => void choose(event.target.value)}
    >
      {DISTANCE_UNIT_PREFERENCES.map((choice) => (
        <option key={choice} value={choice}>
          {DISTANCE_UNIT_PREFERENCE_LABELS[choice]}
        </option>
      ))}
    </Select>
  );
}
