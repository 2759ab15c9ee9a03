import { useState, type KeyboardEvent } from 'react';
import { TEXT_LENGTHS } from '@byway/contracts/rules';
import styled from 'styled-components';
import { usePlaceSuggestions } from '../api/place-check';
import { useDebouncedValue } from '@byway/web-ui';
import type { PlaceStatus } from '../hooks/use-place-checks';
import { LengthHint } from '../../../components/length-hint';

/** Suggestions wait for a pause in typing this long, and for this many characters. */
export const SUGGEST_DELAY_MS = 200;
const SUGGEST_MIN_CHARS = 2;
/** A place takes TEXT_LENGTHS.trip.location characters; its count shows once the text nears that. */
const PLACE_MAX = TEXT_LENGTHS.trip.location;
export const PLACE_COUNT_FROM = Math.floor(PLACE_MAX * 0.8);

const Wrap = styled.div`
  display: grid;
  /* A long place (up to the 200 characters a place takes) wraps in its notes and options, never widening the step. */
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The field and its popup list, which opens just under the field. */
const InputBox = styled.div`
  position: relative;
  display: grid;
`;

const List = styled.ul`
  position: absolute;
  z-index: 2;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  max-height: 18rem;
  overflow-y: auto;

  li {
    padding: 0.5rem 0.75rem;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p<{ $tone?: 'error' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  button {
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 0.35rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PlaceComboboxProps {
  id: string;
  label: string;
  /** The suggestion list's name; it must not contain the field's label, which names the field alone. */
  listLabel: string;
  placeholder: string;
  value: string;
  status: PlaceStatus;
  /** 'Starting location is required' once the traveller left the field blank. */
  requiredError: string | null;
  onChange: (text: string) => void;
  /** A suggestion or option: a label the planner knows. */
  onPick: (label: string) => void;
  onBlur: () => void;
}

/**
 * A start or destination field as a WAI-ARIA combobox (list autocomplete): suggestions after a pause in
 * typing, arrow keys to move, Enter to pick, Escape to close, click to pick. Under it, where the place
 * stands: being checked, unknown (the planner's message), or several places to pick from.
 */
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { id, label, value, status, requiredError, onChange, onPick } = props;
  const listId = `${id}-suggestions`;
  const noteId = `${id}-note`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const [focused, setFocused] = useState(false);
  // Open while the traveller types; closed by a pick, Escape or leaving the field.
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);

  const text = value.trim();
  const debounced = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const wanted = focused && typing && debounced.length >= SUGGEST_MIN_CHARS;
  const { data, loading } = usePlaceSuggestions(debounced, !wanted);
  // Only the answer for what is in the field now (not the previous keystroke's).
  const suggestions = wanted && debounced === text && !loading ? (data?.placeSuggestions ?? []) : [];
  const open = suggestions.length > 0;
  const searching = focused && typing && text.length >= SUGGEST_MIN_CHARS && (debounced !== text || loading);

  function pick(picked: string) {
    setTyping(false);
    setActive(-1);
    onPick(picked);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!typing) setTyping(true);
      if (!open) return;
      const last = suggestions.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter picks the highlighted place instead of submitting the step.
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen.label);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setTyping(false);
      setActive(-1);
    }
  }

  const error =
    requiredError ??
    (status.state === 'unknown' || status.state === 'failed' || status.state === 'ambiguous'
      ? status.message
      : null);

  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <InputBox>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || searching ? noteId : undefined}
          aria-busy={status.state === 'checking' || undefined}
          value={value}
          placeholder={props.placeholder}
          maxLength={PLACE_MAX}
          autoComplete="off"
          onChange={(event) => {
            setTyping(true);
            setActive(-1);
            onChange(event.target.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setTyping(false);
            setActive(-1);
            props.onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <List id={listId} role="listbox" aria-label={props.listLabel} hidden={!open}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.label}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus (and so the field's blur check) in the field until the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion.label)}
            >
              {suggestion.label}
              {suggestion.kind === 'landmark' && <small>landmark</small>}
            </li>
          ))}
        </List>
      </InputBox>
      <div id={noteId}>
        {error ? (
          <Note $tone="error" role={status.state === 'checking' ? undefined : 'alert'}>
            {error}
          </Note>
        ) : searching ? (
          <Note role="status">Looking for places...</Note>
        ) : status.state === 'checking' ? (
          <Note role="status">Checking this place...</Note>
        ) : null}
      </div>
      {value.length >= PLACE_COUNT_FROM && (
        <LengthHint id={`${id}-length`} field={label} text={value} max={PLACE_MAX} />
      )}
      {!requiredError && status.state === 'ambiguous' && (
        <Options role="group" aria-label={`Which ${status.text}?`}>
          {status.options.map((option) => (
            <button key={option} type="button" onClick={() => pick(option)}>
              {option}
            </button>
          ))}
        </Options>
      )}
    </Wrap>
  );
}
