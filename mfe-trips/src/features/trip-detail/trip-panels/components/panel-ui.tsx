// Building blocks shared by the three trip panels.
import { Button, Card, Spinner } from '@byway/web-ui';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { stackedLabels } from '../../../../components/field-styles';
import { LoadFailed } from '../../../../components/load-failed';
import { SpreadRow } from '../../../../components/spread-row';

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-content: start;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0;
  }
`;

export const Row = styled(SpreadRow).attrs({ $gap: 'sm' as const })``;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type BadgeTone = 'green' | 'yellow' | 'grey' | 'red' | 'teal';

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) =>
    ({
      green: theme.colors.successSoft,
      yellow: theme.colors.warningSoft,
      grey: theme.colors.surfaceMuted,
      red: theme.colors.dangerSoft,
      teal: theme.colors.primarySoft,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      green: theme.colors.success,
      yellow: theme.colors.warning,
      grey: theme.colors.textMuted,
      red: theme.colors.danger,
      teal: theme.colors.primary,
    })[$tone]};
  border: 1px solid currentColor;
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${stackedLabels}
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    padding: 0.5rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  /* A select is as wide as its longest option (a stop's long name): keep it to the form's width. */
  select {
    min-width: 0;
    max-width: 100%;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'rating' -> 'Rating', 'check_in' -> 'Check in'. */
export const humanise = (value: string) => {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const formatDate = (value: string | null) => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
};

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The 'Stop' field of the memory and price-alert forms: a picker of the trip's stops, by name, and its
 * error message (`errorId`) under it when there is one.
 */
export function StopField({
  value,
  stopNames,
  error,
  errorId,
  onChange,
}: {
  value: string;
  stopNames: readonly string[];
  error: string | undefined;
  errorId: string;
  onChange: (stopName: string) => void;
}) {
  return (
    <>
      <label>
        Stop
        <select
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Select a stop</option>
          {stopNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

/** What a panel's list says while it loads, when it failed, and when it is empty. */
export interface PanelTexts {
  loading: string;
  /** The heading of the failure alert. */
  failure: string;
  empty: string;
}

/**
 * A panel's list, named `label`: a spinner while it loads, a failure alert with a retry, the empty text when
 * there are no items, else an entry per item and what comes `after` the list.
 */
export function PanelList<T>({
  query: { data, loading, error, refetch },
  texts,
  label,
  items,
  after,
  children,
}: {
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  texts: PanelTexts;
  label: string;
  items: readonly T[];
  after?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (loading && !data) return <Spinner label={texts.loading} />;
  if (error) return <LoadFailed title={texts.failure} retry={refetch} />;
  if (items.length === 0) return <Muted>{texts.empty}</Muted>;
  return (
    <>
      <List aria-label={label}>{items.map(children)}</List>
      {after}
    </>
  );
}

/** A panel headed by its title (level 2), which names it. */
export function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** A panel's form: named `label`, headed by `title`, its fields, then its submit button (busy while saving). */
export function PanelForm({
  label,
  title,
  onSubmit,
  saving,
  action,
  busyAction,
  children,
}: {
  label: string;
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  saving: boolean;
  action: string;
  busyAction: string;
  children: ReactNode;
}) {
  return (
    <Form aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{title}</h3>
      {children}
      <Button type="submit" disabled={saving}>
        {saving ? busyAction : action}
      </Button>
    </Form>
  );
}
