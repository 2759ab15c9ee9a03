import {
  SEASON_LABELS,
  SEASONS as SEASON_VALUES,
  TRIP_PACK_LENGTHS,
  type Season,
  type TripPackLength,
} from '@byway/contracts/rules';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, StateBox } from '@byway/web-ui';
import { BackHome, Intro, Page, StepHeading } from '../../../components/page-layout';
import { StepProgress } from '../../../components/step-progress';
import { useFocusOnChange } from '../../../hooks/use-focus-on-change';
import type { Notify, RemoteProps } from '../../../lib/shell-contract';
import { useTripPackContinents } from '../api/trip-pack-continents';
import {
  FINDER_STEP_COUNT,
  FINDER_STEPS,
  useFinderSteps,
  type FinderChoiceKey,
} from '../hooks/use-finder-steps';
import { usePlanFromPack } from '../hooks/use-plan-from-pack';
import { PackPreviewDialog } from './pack-preview-dialog';
import { ToggleCard, ToggleCardGrid } from './toggle-card';
import { TripPackResults } from './trip-pack-results';

// Steps 3 and 4 offer the shared values (@byway/contracts/rules) in their order; titles and details
// are this screen's copy, except the season names, which are the shared labels.
const LENGTH_COPY: Record<TripPackLength, { title: string; detail: string }> = {
  weekend: { title: 'Weekend Getaway', detail: '2-3 days' },
  short: { title: 'Short Trip', detail: '4-7 days' },
  medium: { title: 'Extended Journey', detail: '1-2 weeks' },
  long: { title: 'Epic Adventure', detail: '2+ weeks' },
};
export const TRIP_LENGTHS = TRIP_PACK_LENGTHS.map((id) => ({ id, ...LENGTH_COPY[id] }));

const SEASON_MONTHS: Record<Season, string> = {
  spring: 'March to May',
  summer: 'June to August',
  fall: 'September to November',
  winter: 'December to February',
};
export const SEASONS = SEASON_VALUES.map((id) => ({
  id,
  title: SEASON_LABELS[id],
  detail: SEASON_MONTHS[id],
}));

const STEP_HEADINGS: Record<FinderChoiceKey, string> = {
  continent: 'Which continent calls to you?',
  country: 'Pick a country',
  length: 'How long is your trip?',
  season: 'When are you travelling?',
};

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
`;

/**
 * `/trip-packs?pack=<id>` (issue 21): the pack's preview over the finder, so a signed-out visitor reads it and
 * is sent back here by the login's `?returnTo=`; signed in, it plans the trip from the pack's best season.
 */
function PackPreviewFromLink({ notify, signedIn }: { notify: Notify; signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const { plan, overlay } = usePlanFromPack(notify);
  const packId = Number(params.get('pack'));
  if (!Number.isInteger(packId) || packId <= 0) return overlay;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('pack');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      {!overlay && (
        <PackPreviewDialog
          packId={packId}
          signedIn={signedIn}
          onClose={close}
          onPlan={(pack) => void plan(pack, pack.bestSeason ?? 'summer')}
        />
      )}
      {overlay}
    </>
  );
}

/** The /trip-packs finder (spec 2, "Trip-pack finder"): four one-choice steps, then matching packs. */
export function TripPackFinder({ notify, user }: RemoteProps) {
  const [, setParams] = useSearchParams();
  const preview = <PackPreviewFromLink notify={notify} signedIn={Boolean(user)} />;
  const [state, dispatch] = useFinderSteps();
  const continents = useTripPackContinents();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.step);
  const key = FINDER_STEPS[state.step] ?? 'continent';
  const chosen = state.choices[key];
  const isLast = state.step === FINDER_STEP_COUNT - 1;

  const { continent, country, length, season } = state.choices;
  if (state.showResults && continent && country && length && season) {
    return (
      <Page>
        <BackHome />
        <TripPackResults
          filter={{ continent, country, length, season }}
          notify={notify}
          distanceUnits={user?.distanceUnits ?? null}
          onBack={() => dispatch({ type: 'back' })}
          onStartOver={() => dispatch({ type: 'startOver' })}
          signedIn={Boolean(user)}
          onPreview={(packId) => setParams({ pack: String(packId) })}
        />
        {preview}
      </Page>
    );
  }

  const choose = (value: string) => dispatch({ type: 'choose', key, value });

  const renderGrid = (options: readonly { id: string; title: string; detail?: string }[]) => (
    <ToggleCardGrid>
      {options.map((option) => (
        <ToggleCard
          key={option.id}
          title={option.title}
          detail={option.detail}
          selected={chosen === option.id}
          onSelect={() => choose(option.id)}
        />
      ))}
    </ToggleCardGrid>
  );

  const renderChoices = () => {
    if (key === 'continent' || key === 'country') {
      if (continents.loading && !continents.data) return <Spinner label="Loading destinations..." />;
      if (continents.error) {
        return (
          <StateBox $tone="error" role="alert">
            <h3>We couldn&apos;t load destinations</h3>
            <p>Check your connection and try again.</p>
            <Button onClick={() => void continents.refetch().catch(() => undefined)}>Try again</Button>
          </StateBox>
        );
      }
      const all = continents.data?.tripPackContinents ?? [];
      const options: { id: string; title: string; detail?: string }[] =
        key === 'continent'
          ? all.map((item) => ({
              id: item.id,
              title: item.name,
              detail: `${item.countries.length} ${item.countries.length === 1 ? 'country' : 'countries'}`,
            }))
          : (all.find((item) => item.id === continent)?.countries ?? []).map((item) => ({
              id: item.id,
              title: item.name,
            }));
      if (options.length === 0) {
        return (
          <StateBox>
            <h3>No destinations yet</h3>
            <p>
              {key === 'continent'
                ? 'Trip packs are on their way.'
                : 'No countries are listed for this continent yet.'}
            </p>
          </StateBox>
        );
      }
      return renderGrid(options);
    }
    return renderGrid(key === 'length' ? TRIP_LENGTHS : SEASONS);
  };

  return (
    <Page>
      <BackHome />
      <Intro>
        <h1>Find Your Perfect Trip Pack</h1>
        <p>
          Four quick questions and we&apos;ll show curated road trips from local guides and the community.
        </p>
      </Intro>
      <StepProgress step={state.step + 1} total={FINDER_STEP_COUNT} label="Trip pack finder progress" />
      <section aria-labelledby="finder-step-heading">
        <StepHeading id="finder-step-heading" ref={headingRef} tabIndex={-1}>
          {STEP_HEADINGS[key]}
        </StepHeading>
        {renderChoices()}
      </section>
      <Nav>
        <Button $variant="secondary" disabled={state.step === 0} onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Button disabled={!chosen} onClick={() => dispatch({ type: 'continue' })}>
          {isLast ? 'Find My Trips' : 'Continue'}
        </Button>
      </Nav>
      {preview}
    </Page>
  );
}
