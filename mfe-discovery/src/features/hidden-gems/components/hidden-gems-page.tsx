import { useState } from 'react';
import {
  ANY_SEASON,
  HIDDEN_GEM_CATEGORIES,
  HIDDEN_GEM_CATEGORY_LABELS,
  HIDDEN_GEM_LOCATIONS,
  HIDDEN_GEM_SEASONS,
  SEASON_LABELS,
  type HiddenGemSeason,
} from '@byway/contracts/rules';
import styled from 'styled-components';
import { Button, limitMessage, StateBox } from '@byway/web-ui';
import { BackHome, ButtonRow, Intro, Page, ResultsBar, StepHeading } from '../../../components/page-layout';
import { StepProgress } from '../../../components/step-progress';
import { useFocusOnChange } from '../../../hooks/use-focus-on-change';
import type { RemoteProps } from '../../../lib/shell-contract';
import { useHiddenGemsSearch, type HiddenGemCardData } from '../api/hidden-gems';
import { GEM_WIZARD_STEP_COUNT, stepComplete, useGemWizard } from '../hooks/use-gem-wizard';
import { AddToTripDialog } from './add-to-trip-dialog';
import { GemCard } from './gem-card';
import { GemDialog } from './gem-dialog';
import { SearchingOverlay } from './searching-overlay';
import { WizardChoice, WizardChoices } from './wizard-choice';

const SEASON_CHOICE_LABELS: Readonly<Record<HiddenGemSeason, string>> = {
  ...SEASON_LABELS,
  [ANY_SEASON]: 'Any season',
};

/** Where the search goes when no location was chosen (spec 5). */
const DEFAULT_LOCATION = 'United States';

const STEP_HEADINGS = [
  'What are you interested in?',
  'Where do you want to explore?',
  'When are you going?',
] as const;

const STEP_HINTS = [
  'Choose at least one interest to continue.',
  'Choose a location to continue.',
  'Choose a season to continue.',
] as const;

const Hint = styled.p`
  min-height: 1.4em;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const ResultsHead = styled(ResultsBar).attrs({ $align: 'center' as const })`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
`;

/**
 * /discover-places and /hidden-gems (spec 2, Hidden gems): a 3-step wizard (interests, location, season),
 * then 'Your Hidden Gems' from the catalogue, each with Directions and Explore.
 */
export function HiddenGemsPage({ notify }: RemoteProps) {
  const [state, dispatch] = useGemWizard();
  const [search, result] = useHiddenGemsSearch();
  const [exploring, setExploring] = useState<HiddenGemCardData | null>(null);
  const [adding, setAdding] = useState<HiddenGemCardData | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.step);
  const isLast = state.step === GEM_WIZARD_STEP_COUNT - 1;
  const location = state.location ?? DEFAULT_LOCATION;

  const discover = () => {
    if (!stepComplete(state)) return;
    dispatch({ type: 'discover' });
    search({
      variables: {
        input: { interests: state.interests, location, season: state.season ?? ANY_SEASON },
      },
    }).catch(() => undefined);
  };

  const searching = state.showResults && result.loading;

  if (state.showResults && !searching) {
    const gems = result.data?.hiddenGems ?? [];
    return (
      <Page>
        <BackHome />
        <ResultsHead>
          <header>
            <h1>Your Hidden Gems</h1>
            {!result.error && (
              <p>
                {gems.length} {gems.length === 1 ? 'place' : 'places'} in {location} for your interests
              </p>
            )}
          </header>
          <ButtonRow>
            <Button $variant="secondary" onClick={() => dispatch({ type: 'changeInterests' })}>
              Change Interests
            </Button>
            <Button $variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
              Reset
            </Button>
          </ButtonRow>
        </ResultsHead>
        {result.error ? (
          <StateBox $tone="error" role="alert">
            <h3>We couldn&apos;t find hidden gems right now</h3>
            <p>{limitMessage(result.error) ?? 'Check your connection and try again.'}</p>
            <Button onClick={discover}>Try again</Button>
          </StateBox>
        ) : gems.length === 0 ? (
          <StateBox>
            <h3>No Hidden Gems Generated</h3>
            <p>We found no places for these interests in {location}. Try other interests or a wider area.</p>
            <Button onClick={() => dispatch({ type: 'changeInterests' })}>Try Different Interests</Button>
          </StateBox>
        ) : (
          <Grid>
            {gems.map((gem) => (
              <GemCard
                key={`${gem.name}-${gem.city}`}
                gem={gem}
                onExplore={() => setExploring(gem)}
                onAddToTrip={() => setAdding(gem)}
              />
            ))}
          </Grid>
        )}
        {exploring && <GemDialog gem={exploring} onClose={() => setExploring(null)} />}
        {adding && <AddToTripDialog gem={adding} notify={notify} onClose={() => setAdding(null)} />}
      </Page>
    );
  }

  // Each step's options: the label shown, whether it is chosen, and what choosing it does.
  const steps = [
    HIDDEN_GEM_CATEGORIES.map((interest) => ({
      key: interest,
      label: HIDDEN_GEM_CATEGORY_LABELS[interest],
      selected: state.interests.includes(interest),
      onSelect: () => dispatch({ type: 'toggleInterest', interest }),
    })),
    HIDDEN_GEM_LOCATIONS.map((choice) => ({
      key: choice,
      label: choice,
      selected: state.location === choice,
      onSelect: () => dispatch({ type: 'chooseLocation', location: choice }),
    })),
    HIDDEN_GEM_SEASONS.map((season) => ({
      key: season,
      label: SEASON_CHOICE_LABELS[season],
      selected: state.season === season,
      onSelect: () => dispatch({ type: 'chooseSeason', season }),
    })),
  ];

  const complete = stepComplete(state);
  return (
    <Page>
      <BackHome />
      <Intro>
        <h1>Discover Hidden Gems</h1>
        <p>
          Tell us what you love, where and when, and we&apos;ll find lesser-known places worth the detour.
        </p>
      </Intro>
      <StepProgress step={state.step + 1} total={GEM_WIZARD_STEP_COUNT} label="Hidden gems wizard progress" />
      <section aria-labelledby="gems-step-heading">
        <StepHeading id="gems-step-heading" ref={headingRef} tabIndex={-1}>
          {STEP_HEADINGS[state.step]}
        </StepHeading>
        <WizardChoices>
          {(steps[state.step] ?? []).map(({ key, ...choice }) => (
            <WizardChoice key={key} {...choice} />
          ))}
        </WizardChoices>
        <Hint aria-live="polite">{complete ? '' : STEP_HINTS[state.step]}</Hint>
      </section>
      <Nav>
        <Button $variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </Button>
        <div>
          <Button $variant="secondary" disabled={state.step === 0} onClick={() => dispatch({ type: 'back' })}>
            Back
          </Button>
          {isLast ? (
            <Button disabled={!complete} onClick={discover}>
              Discover Hidden Gems
            </Button>
          ) : (
            <Button disabled={!complete} onClick={() => dispatch({ type: 'continue' })}>
              Continue
            </Button>
          )}
        </div>
      </Nav>
      {searching && <SearchingOverlay location={location} />}
    </Page>
  );
}
