import { useApolloClient } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import { PlaceCheckQuery, RouteCheckQuery } from '../api/place-check';

/** Where a step-1 place stands, for the text it was checked with. */
export type PlaceStatus =
  | { state: 'unchecked' }
  | { state: 'checking'; text: string }
  | { state: 'ok'; text: string }
  | { state: 'unknown'; text: string; message: string }
  | { state: 'ambiguous'; text: string; message: string; options: readonly string[] }
  | { state: 'failed'; text: string; message: string };

export type PlaceField = 'start' | 'end';

const UNCHECKED: PlaceStatus = { state: 'unchecked' };
const CHECK_FAILED = "We couldn't check this place right now. Please try again.";

/**
 * The start and destination as the planner will read them, checked at step 1 (on leaving a field, and
 * on Next) so that creating the trip at step 5 never fails on a place. A picked suggestion or option is
 * already a label the planner knows.
 */
export function usePlaceChecks() {
  const client = useApolloClient();
  const [status, setStatus] = useState<Record<PlaceField, PlaceStatus>>({ start: UNCHECKED, end: UNCHECKED });
  // The check under way per field, so blur and Next share one request.
  const pending = useRef<Partial<Record<PlaceField, { text: string; answer: Promise<PlaceStatus> }>>>({});
  const latest = useRef(status);
  latest.current = status;

  const settle = useCallback((field: PlaceField, next: PlaceStatus) => {
    latest.current = { ...latest.current, [field]: next };
    setStatus((current) => ({ ...current, [field]: next }));
  }, []);

  /** Checks the text unless it was already checked as it is; answers where the place stands. */
  const check = useCallback(
    (field: PlaceField, rawText: string): Promise<PlaceStatus> => {
      const text = rawText.trim();
      const known = latest.current[field];
      if (
        known.state !== 'unchecked' &&
        known.state !== 'checking' &&
        known.state !== 'failed' &&
        known.text === text
      ) {
        return Promise.resolve(known);
      }
      const inFlight = pending.current[field];
      if (inFlight?.text === text) return inFlight.answer;
      settle(field, { state: 'checking', text });
      const answer = client
        .query({ query: PlaceCheckQuery, variables: { text }, fetchPolicy: 'network-only' })
        .then(({ data }): PlaceStatus => {
          const verdict = data.placeCheck;
          if (verdict.ok && verdict.label) return { state: 'ok', text: verdict.label };
          const message = verdict.message ?? CHECK_FAILED;
          return verdict.options.length > 0
            ? { state: 'ambiguous', text, message, options: verdict.options }
            : { state: 'unknown', text, message };
        })
        .catch((): PlaceStatus => ({ state: 'failed', text, message: CHECK_FAILED }))
        .then((next) => {
          // A later edit of the field wins over an answer for older text.
          if (pending.current[field]?.text === text) {
            delete pending.current[field];
            settle(field, next);
          }
          return next;
        });
      pending.current[field] = { text, answer };
      return answer;
    },
    [client, settle],
  );

  /** The traveller picked a label the planner knows (a suggestion or one of the options). */
  const picked = useCallback(
    (field: PlaceField, label: string) => {
      delete pending.current[field];
      settle(field, { state: 'ok', text: label });
    },
    [settle],
  );

  /** The text changed: what was checked no longer applies. */
  const edited = useCallback(
    (field: PlaceField, text: string) => {
      const known = latest.current[field];
      if (known.state !== 'unchecked' && known.text === text.trim()) return;
      delete pending.current[field];
      if (known.state !== 'unchecked') settle(field, UNCHECKED);
    },
    [settle],
  );

  /** Where the field stands now (a check's answer is stale once this is no longer it). */
  const current = useCallback((field: PlaceField) => latest.current[field], []);

  /**
   * Once both places are known: why a car cannot get from one to the other, or null when it can (or when
   * the check itself failed: the planner still judges the road when the trip is made).
   */
  const road = useCallback(
    (from: string, to: string): Promise<string | null> =>
      client
        .query({ query: RouteCheckQuery, variables: { from, to } })
        .then(({ data }) => (data.routeCheck.ok ? null : (data.routeCheck.message ?? null)))
        .catch(() => null),
    [client],
  );

  return { status, check, picked, edited, current, road };
}

export type PlaceChecks = ReturnType<typeof usePlaceChecks>;
