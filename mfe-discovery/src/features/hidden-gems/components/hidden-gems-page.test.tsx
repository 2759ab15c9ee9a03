import type { MockedResponse } from '@apollo/client/testing';
import { HIDDEN_GEM_CATEGORIES, HIDDEN_GEM_LOCATIONS } from '@byway/contracts/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { traveller } from '../../../testing/traveller';
import { GemTripChoicesQuery } from '../api/add-gem-to-trip';
import { HiddenGemsSearchQuery, type HiddenGemCardData } from '../api/hidden-gems';
import { HiddenGemAnalysisQuery } from '../api/gem-analysis';
import { ExploreHiddenGemMutation } from '../api/explore-hidden-gem';
import { HiddenGemsPage } from './hidden-gems-page';

// The answer carries __typename as the gateway's does; the card's type leaves it out.
const gem = (overrides: Partial<HiddenGemCardData> = {}): HiddenGemCardData & { __typename: string } => ({
  __typename: 'HiddenGem',
  id: 'goblin-valley-state-park',
  name: 'Goblin Valley State Park',
  description: 'Thousands of sandstone hoodoos in a walkable valley.',
  category: 'hidden-natural',
  address: 'Green River, UT',
  city: 'Green River',
  state: 'Utah',
  rating: 4.7,
  priceRange: '$',
  specialFeatures: ['Hoodoos', 'Slot canyons', 'Dark skies', 'A fourth one'],
  estimatedVisitTime: '2 hours',
  bestTimeToVisit: 'Spring and fall',
  imageUrl: null,
  imageCredit: null,
  latitude: 38.5734,
  longitude: -110.7071,
  ...overrides,
});

const input = { interests: ['hidden-natural', 'live-music'], location: 'Utah', season: 'spring' };

const gemsAnswer = (hiddenGems: HiddenGemCardData[]): MockedResponse => ({
  request: { query: HiddenGemsSearchQuery, variables: { input } },
  result: { data: { hiddenGems } },
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderPage(mocks: MockedResponse[] = []) {
  return renderInShell(<HiddenGemsPage user={traveller} notify={vi.fn()} />, { mocks });
}

/** Interests Hidden Natural Wonders and Live Music, Utah, Spring; then 'Discover Hidden Gems'. */
function walkTheWizard() {
  fireEvent.click(button('Hidden Natural Wonders'));
  fireEvent.click(button('Live Music'));
  fireEvent.click(button('Continue'));
  fireEvent.click(button('Utah'));
  fireEvent.click(button('Continue'));
  fireEvent.click(button('Spring'));
  fireEvent.click(button('Discover Hidden Gems'));
}

describe('HiddenGemsPage wizard', () => {
  it('offers every hidden-gem category at step 1 of 3 and needs one before Continue', () => {
    renderPage();

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What are you interested in?' })).toBeTruthy();
    const step = within(screen.getByRole('region', { name: 'What are you interested in?' }));
    expect(step.getAllByRole('button')).toHaveLength(HIDDEN_GEM_CATEGORIES.length);
    expect(button('Continue').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);
    expect(screen.getByText('Choose at least one interest to continue.')).toBeTruthy();

    fireEvent.click(button('Live Music'));
    expect(button('Live Music').getAttribute('aria-pressed')).toBe('true');
    expect(button('Continue').disabled).toBe(false);
    expect(screen.queryByText('Choose at least one interest to continue.')).toBeNull();

    // A second click takes the interest back out.
    fireEvent.click(button('Live Music'));
    expect(button('Continue').disabled).toBe(true);
  });

  it('offers the 23 locations, then the four seasons and any, with Back keeping the choices', () => {
    renderPage();
    fireEvent.click(button('Foodie Finds'));
    fireEvent.click(button('Continue'));

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const locations = within(screen.getByRole('region', { name: 'Where do you want to explore?' }));
    expect(locations.getAllByRole('button').map((choice) => choice.textContent)).toEqual([
      ...HIDDEN_GEM_LOCATIONS,
    ]);
    expect(button('Continue').disabled).toBe(true);
    expect(screen.getByText('Choose a location to continue.')).toBeTruthy();
    fireEvent.click(button('United States (Nationwide)'));
    fireEvent.click(button('Continue'));

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    const seasons = within(screen.getByRole('region', { name: 'When are you going?' }));
    expect(seasons.getAllByRole('button').map((choice) => choice.textContent)).toEqual([
      'Spring',
      'Summer',
      'Fall',
      'Winter',
      'Any season',
    ]);
    expect(button('Discover Hidden Gems').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    fireEvent.click(button('Back'));
    expect(button('United States (Nationwide)').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Back'));
    expect(button('Foodie Finds').getAttribute('aria-pressed')).toBe('true');
  });

  it('Reset clears every choice and returns to step 1', () => {
    renderPage();
    fireEvent.click(button('Coffee & Chill'));
    fireEvent.click(button('Continue'));
    fireEvent.click(button('Oregon'));
    fireEvent.click(button('Reset'));

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Coffee & Chill').getAttribute('aria-pressed')).toBe('false');
    expect(button('Continue').disabled).toBe(true);
  });
});

describe('HiddenGemsPage results', () => {
  it('shows the overlay while searching (no minutes promised), then every field of each gem', async () => {
    renderPage([
      gemsAnswer([
        gem(),
        gem({
          id: 'the-spot',
          name: 'The Spot',
          category: 'live-music',
          imageUrl: 'https://img.test/spot.jpg',
          imageCredit: 'Photo: K. Doe',
        }),
      ]),
    ]);
    walkTheWizard();

    const overlay = screen.getByRole('dialog', { name: 'Discovering hidden gems' });
    expect(overlay.textContent).not.toMatch(/minute/i);

    await screen.findByRole('heading', { level: 1, name: 'Your Hidden Gems' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2 places in Utah for your interests')).toBeTruthy();

    const card = within(screen.getByRole('article', { name: 'Goblin Valley State Park' }));
    expect(card.getByText('Green River, Utah')).toBeTruthy();
    expect(card.getByLabelText('Editorial rating 4.7 out of 5')).toBeTruthy();
    expect(card.getByLabelText('Price range $')).toBeTruthy();
    expect(card.getByText('Thousands of sandstone hoodoos in a walkable valley.')).toBeTruthy();
    expect(
      within(card.getByRole('list', { name: 'Special features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hoodoos', 'Slot canyons', 'Dark skies']);
    expect(card.getByText('2 hours')).toBeTruthy();
    expect(card.getByText('Spring and fall')).toBeTruthy();
    // No image: a placeholder coloured and named by category.
    expect(card.getByTestId('gem-placeholder').textContent).toBe('Hidden Natural Wonders');
    const directions = card.getByRole('link', { name: 'Directions' });
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Goblin+Valley+State+Park%2C+Green+River%2C+Utah',
    );

    const withImage = within(screen.getByRole('article', { name: 'The Spot' }));
    const image = withImage.getByRole('img', { name: 'The Spot' });
    expect(withImage.getByText('Photo: K. Doe')).toBeTruthy();
    // An image that fails to load gives way to the category's placeholder.
    fireEvent.error(image);
    expect(withImage.getByTestId('gem-placeholder').textContent).toBe('Live Music');
    expect(withImage.queryByText('Photo: K. Doe')).toBeNull();
  });

  it("says 'No Hidden Gems Generated' and 'Try Different Interests' goes back to the interests", async () => {
    renderPage([gemsAnswer([])]);
    walkTheWizard();

    await screen.findByRole('heading', { name: 'No Hidden Gems Generated' });
    fireEvent.click(button('Try Different Interests'));

    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Live Music').getAttribute('aria-pressed')).toBe('true');
  });

  it('closes the overlay on a failure and offers to try again', async () => {
    renderPage([
      { request: { query: HiddenGemsSearchQuery, variables: { input } }, error: new Error('network down') },
      gemsAnswer([gem()]),
    ]);
    walkTheWizard();

    await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText("We couldn't find hidden gems right now")).toBeTruthy();
    expect(screen.queryByText(/network down/)).toBeNull();

    fireEvent.click(button('Try again'));
    await screen.findByRole('article', { name: 'Goblin Valley State Park' });
  });

  it('Change Interests returns to the wizard with the choices kept; Reset clears them', async () => {
    renderPage([gemsAnswer([gem()])]);
    walkTheWizard();
    await screen.findByRole('article', { name: 'Goblin Valley State Park' });

    fireEvent.click(button('Change Interests'));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Hidden Natural Wonders').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Reset'));
    expect(button('Hidden Natural Wonders').getAttribute('aria-pressed')).toBe('false');
  });

  it('Add to trip opens the trip picker for that gem', async () => {
    // The picker lists the traveller's trips.
    const myTrips: MockedResponse = {
      request: { query: GemTripChoicesQuery },
      result: {
        data: {
          myTrips: [
            {
              __typename: 'Trip',
              id: 12,
              title: 'Desert loop',
              startLocation: 'Denver, CO',
              endLocation: 'Moab, UT',
              totalDays: 3,
            },
          ],
        },
      },
    };
    renderPage([gemsAnswer([gem()]), myTrips]);
    walkTheWizard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to trip' }));
    const picker = screen.getByRole('dialog', { name: 'Add Goblin Valley State Park to a trip' });
    await within(picker).findByRole('radio', { name: /Desert loop/ });
  });

  it('Explore opens the gem with its AI analysis; a failed analysis can be retried; Escape closes it', async () => {
    const analysisInput = {
      name: 'Goblin Valley State Park',
      address: 'Green River, UT',
      category: 'hidden-natural',
    };
    // Opening the gem counts it as found (points), once per opening of the dialog.
    const explored = vi.fn();
    const analysis = {
      __typename: 'StopAnalysis',
      description: 'A valley of hoodoos.',
      location: 'Off UT-24 south of I-70.',
      howToGetThere: 'Take UT-24 south from I-70, then Temple Mountain Road.',
      generalInfo: 'State park fee per vehicle.',
      estimatedVisitDuration: '2-3 hours',
      bestTimeToVisit: 'Spring and fall mornings',
      highlights: ['The valley floor'],
      tips: ['Carry water.'],
      nearbyAttractions: ['Little Wild Horse Canyon'],
      localCulture: 'Ranching country.',
    };
    renderPage([
      gemsAnswer([gem()]),
      {
        request: { query: HiddenGemAnalysisQuery, variables: { input: analysisInput } },
        error: new Error('boom'),
      },
      {
        request: { query: HiddenGemAnalysisQuery, variables: { input: analysisInput } },
        result: { data: { analyzeStop: analysis } },
      },
      {
        request: { query: ExploreHiddenGemMutation, variables: { id: 'goblin-valley-state-park' } },
        result: () => {
          explored();
          return { data: { exploreHiddenGem: true } };
        },
      },
    ]);
    walkTheWizard();
    fireEvent.click(await screen.findByRole('button', { name: 'Explore' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Goblin Valley State Park' }));
    expect(dialog.getByText('AI is analyzing this location...')).toBeTruthy();
    await dialog.findByText('Failed to analyze this location. Please try again.');
    fireEvent.click(dialog.getByRole('button', { name: 'Retry Analysis' }));
    await dialog.findByText('A valley of hoodoos.');
    expect(dialog.getByRole('heading', { name: 'Insider Tips' })).toBeTruthy();
    expect(dialog.getByText('Little Wild Horse Canyon')).toBeTruthy();
    expect(explored).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
