import { useState } from 'react';
import { TEXT_LENGTHS } from '@byway/contracts/rules';
import styled from 'styled-components';
import { LoadFailed, Spinner, StateBox } from '@byway/web-ui';
import { useTripThemes } from '../api/trip-themes';
import {
  ACCOMMODATION_TYPES,
  BUDGETS,
  DAY_CHOICES,
  PARTY_SIZE_CHOICES,
  SEASONS,
  SPECIAL_FIELD,
  specialTooLong,
  type TripForm,
} from '../lib/options';
import type { PlaceChecks, PlaceField } from '../hooks/use-place-checks';
import { ChoiceCard, ChoiceGrid } from './choice-card';
import { PlaceCombobox } from './place-combobox';
import { LengthHint } from '../../../components/length-hint';

export interface StepProps {
  form: TripForm;
  update: (patch: Partial<TripForm>) => void;
}

export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};

  label,
  legend {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** Step 1: where from, where to (each checked with the planner as the traveller goes), how many days (1-14). */
/** The place fields' hints name a US and a foreign example: the planner reads both ways of writing a place. */
const START_HINT = 'A town or park, like "Denver, CO" or "Lyon, France"';
const DESTINATION_HINT = 'A town, park or landmark, like "Moab, UT" or "Florence, Italy"';

export function RouteStep({ form, update, places }: StepProps & { places: PlaceChecks }) {
  const [touched, setTouched] = useState({ start: false, end: false });
  const startError =
    touched.start && form.startLocation.trim() === '' ? 'Starting location is required' : null;
  const endError = touched.end && form.endLocation.trim() === '' ? 'Ending location is required' : null;
  const field = (which: PlaceField, key: 'startLocation' | 'endLocation') => ({
    value: form[key],
    status: places.status[which],
    onChange: (text: string) => {
      update({ [key]: text });
      places.edited(which, text);
    },
    onPick: (label: string) => {
      update({ [key]: label });
      places.picked(which, label);
    },
    onBlur: () => {
      setTouched((state) => ({ ...state, [which]: true }));
      const text = form[key].trim();
      if (text) {
        // The planner's label replaces what was typed ('portland' is 'Portland, OR').
        void places.check(which, text).then((status) => {
          // ...unless the traveller has typed on since.
          if (status.state === 'ok' && places.current(which) === status) update({ [key]: status.text });
        });
      }
    },
  });
  return (
    <>
      <Field>
        <PlaceCombobox
          id="trip-start"
          label="Starting location"
          listLabel="Places to start from"
          placeholder={START_HINT}
          requiredError={startError}
          {...field('start', 'startLocation')}
        />
      </Field>
      <Field>
        <PlaceCombobox
          id="trip-end"
          label="Destination"
          listLabel="Places to go"
          placeholder={DESTINATION_HINT}
          requiredError={endError}
          {...field('end', 'endLocation')}
        />
      </Field>
      <Field>
        <label htmlFor="trip-days">Trip duration</label>
        <select
          id="trip-days"
          value={form.totalDays}
          onChange={(event) => update({ totalDays: Number(event.target.value) })}
        >
          {DAY_CHOICES.map((days) => (
            <option key={days} value={days}>
              {days === 1 ? '1 day' : `${days} days`}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="trip-start-date">Start date (optional)</label>
        <input
          id="trip-start-date"
          type="date"
          value={form.startDate}
          onChange={(event) => update({ startDate: event.target.value })}
        />
      </Field>
    </>
  );
}

/** Step 2: any number of the 16 themes, from Query.tripThemes. */
export function InterestsStep({ form, update, fromProfile = false }: StepProps & { fromProfile?: boolean }) {
  const { data, loading, error, refetch } = useTripThemes();
  if (loading && !data) return <Spinner label="Loading themes..." />;
  if (error || !data) {
    return <LoadFailed title="We couldn't load the trip themes" retry={refetch} />;
  }
  if (data.tripThemes.length === 0) {
    return (
      <StateBox>
        <h3>No themes available</h3>
        <p>Themes could not be found right now. Please try again later.</p>
      </StateBox>
    );
  }
  const toggle = (id: string, checked: boolean) =>
    update({
      themes: checked
        ? [...form.themes.filter((item) => item !== id), id]
        : form.themes.filter((item) => item !== id),
    });
  const count = form.themes.length;
  return (
    <Group>
      <legend>Choose the themes for your trip</legend>
      <Hint aria-live="polite">
        {count === 0 ? 'Pick at least one theme to continue.' : `${count} selected`}
      </Hint>
      {fromProfile && <Hint>Preselected from your profile interests: change anything you like.</Hint>}
      <ChoiceGrid>
        {data.tripThemes.map((theme) => (
          <ChoiceCard
            key={theme.id}
            type="checkbox"
            name="theme"
            value={theme.id}
            label={theme.label}
            hint={theme.description}
            checked={form.themes.includes(theme.id)}
            onChange={(event) => toggle(theme.id, event.target.checked)}
          />
        ))}
      </ChoiceGrid>
    </Group>
  );
}

/** Step 3: party size 1-20 and the season. */
export function PartyStep({ form, update }: StepProps) {
  return (
    <>
      <Field>
        <label htmlFor="trip-party">Travel party size</label>
        <select
          id="trip-party"
          value={form.travelPartySize}
          onChange={(event) => update({ travelPartySize: Number(event.target.value) })}
        >
          {PARTY_SIZE_CHOICES.map((size) => (
            <option key={size} value={size}>
              {size === 1 ? '1 traveller' : `${size} travellers`}
            </option>
          ))}
        </select>
      </Field>
      <ChoiceGroup
        legend="When are you travelling?"
        name="season"
        options={SEASONS}
        value={form.season}
        onChange={(season) => update({ season })}
      />
    </>
  );
}

/** One choice out of a few cards (season, accommodation, budget). */
function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint: string }[];
  value: string | null | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <Group>
      <legend>{props.legend}</legend>
      <ChoiceGrid>
        {props.options.map((option) => (
          <ChoiceCard
            key={option.value}
            type="radio"
            name={props.name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
        ))}
      </ChoiceGrid>
    </Group>
  );
}

/** Step 4: one of the 8 accommodation types. */
export function StayStep({ form, update, fromProfile = false }: StepProps & { fromProfile?: boolean }) {
  return (
    <>
      <ChoiceGroup
        legend="Choose your accommodation"
        name="accommodation"
        options={ACCOMMODATION_TYPES}
        value={form.accommodationType}
        onChange={(accommodationType) => update({ accommodationType })}
      />
      {fromProfile && (
        <Hint>Preselected from your profile&apos;s lodging preference: change it if you like.</Hint>
      )}
    </>
  );
}

/** Step 5: one of the 4 budgets and the optional 'Anything special'. */
export function DetailsStep({ form, update }: StepProps) {
  return (
    <>
      <ChoiceGroup
        legend="What's your budget?"
        name="budget"
        options={BUDGETS}
        value={form.budget}
        onChange={(budget) => update({ budget })}
      />
      <Field>
        <label htmlFor="trip-special">Anything special</label>
        <textarea
          id="trip-special"
          rows={4}
          value={form.description}
          placeholder="Celebrations, must-see places, accessibility needs... (optional)"
          aria-describedby="trip-special-hint"
          aria-invalid={specialTooLong(form) ? true : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
        <LengthHint
          id="trip-special-hint"
          field={SPECIAL_FIELD}
          text={form.description}
          max={TEXT_LENGTHS.trip.specialRequests}
        />
      </Field>
    </>
  );
}
