import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { AnalyzeStopQuery, type StopAnalysis } from '../api/analyze-stop';
import { TripDetailQuery } from '../api/trip-detail';
import { TripDetailView } from './trip-detail';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { tripFixture } from './trip-detail.fixtures';
import { expectTexts } from '../../../testing/expectations';

vi.mock('../../../components/journey-map/components/journey-map', () => ({ JourneyMap: () => null }));
vi.mock('../trip-panels/components/trip-panels', () => ({ TripPanels: () => null }));
vi.mock('../route-photos/components/route-photos', () => ({ RoutePhotos: () => null }));

const ANALYSIS: StopAnalysis & { __typename: string } = {
  __typename: 'StopAnalysis',
  description: 'A natural amphitheatre carved in red sandstone.',
  location: 'In Red Rocks Park, 15 miles west of Denver.',
  howToGetThere: 'Take I-70 west to exit 259.',
  generalInfo: 'Open daily from one hour before sunrise.',
  estimatedVisitDuration: '1-2 hours',
  bestTimeToVisit: 'Early morning',
  highlights: ['The 69 rows of seating', 'Ship Rock'],
  tips: ['Bring water'],
  nearbyAttractions: ['Dinosaur Ridge'],
  localCulture: 'Concerts since 1906.',
};

const tripAnswer: MockedResponse = {
  request: { query: TripDetailQuery, variables: { id: 7 } },
  result: { data: { trip: tripFixture() } },
};

const analysisRequest = (name: string, address: string, category: string) => ({
  query: AnalyzeStopQuery,
  variables: { input: { name, address, category } },
});

const RED_ROCKS = analysisRequest(
  'Red Rocks Amphitheatre',
  '18300 W Alameda Pkwy, Morrison, CO',
  'attraction',
);

async function openStop(name: string, mocks: MockedResponse[]) {
  // The page under the dialog shows the first route option's cost forecast.
  renderInShell(<TripDetailView tripId={7} notify={vi.fn()} />, {
    mocks: [tripAnswer, tripFixtureForecast(0), ...mocks],
  });
  fireEvent.click(await screen.findByRole('button', { name: `Explore Stop: ${name}` }));
  return screen.getByRole('dialog', { name });
}

describe('StopDialog', () => {
  it('shows the stop and analyses it on open, with a skeleton first', async () => {
    const dialog = within(
      await openStop('Red Rocks Amphitheatre', [
        { request: RED_ROCKS, result: { data: { analyzeStop: ANALYSIS } } },
      ]),
    );

    expectTexts(['Essential Stop', 'attraction', 'Day 1, Stop #1'], dialog);
    expect(dialog.getByRole('status').textContent).toContain('AI is analyzing this location...');

    await dialog.findByRole('heading', { name: 'About This Location' });
    expect(dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'About This Location',
      'How to Get There',
      'General Information',
      'Visit Duration & Timing',
      'Top Highlights',
      'Insider Tips',
      'Nearby Attractions',
      'Local Culture & Character',
    ]);
    expect(dialog.getByRole('heading', { name: 'Location Details' })).toBeTruthy();
    expectTexts(
      [
        'A natural amphitheatre carved in red sandstone.',
        'Take I-70 west to exit 259.',
        '1-2 hours',
        'Early morning',
        'Ship Rock',
        'Bring water',
        'Dinosaur Ridge',
        'Concerts since 1906.',
      ],
      dialog,
    );

    const maps = dialog.getByRole('link', { name: 'Open in Maps' });
    expect(maps.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=39.6654%2C-105.2057',
    );
    expect(maps.getAttribute('target')).toBe('_blank');
    expect(dialog.getByRole('link', { name: 'Get Directions' }).getAttribute('href')).toContain(
      'https://www.google.com/maps/dir/?api=1&destination=39.6654%2C-105.2057',
    );
  });

  it('offers Retry Analysis after a failure and analyses again', async () => {
    const dialog = within(
      await openStop('Red Rocks Amphitheatre', [
        { request: RED_ROCKS, error: new Error('AI service down') },
        { request: RED_ROCKS, result: { data: { analyzeStop: ANALYSIS } } },
      ]),
    );

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Failed to analyze this location. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry Analysis' }));

    await dialog.findByText('A natural amphitheatre carved in red sandstone.');
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it("shows the server's words when the traveller's analysis budget is spent", async () => {
    const message =
      'You have explored a lot of stops in a short time. Please wait a few minutes and try again.';
    const dialog = within(
      await openStop('Red Rocks Amphitheatre', [
        {
          request: RED_ROCKS,
          result: {
            errors: [
              new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 300 } }),
            ],
          },
        },
      ]),
    );
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(message);
  });

  it('sends the name as the address when the stop has none, and clears everything on close', async () => {
    const glenwood = analysisRequest('Glenwood Hot Springs', 'Glenwood Hot Springs', 'wellness');
    const dialogElement = await openStop('Glenwood Hot Springs', [
      { request: glenwood, result: { data: { analyzeStop: ANALYSIS } } },
      {
        request: glenwood,
        result: { data: { analyzeStop: { ...ANALYSIS, localCulture: 'Fresh analysis.' } } },
      },
    ]);
    const dialog = within(dialogElement);
    expect(dialog.queryByText('Essential Stop')).toBeNull();
    expect(dialog.getByText('Day 1, Stop #2')).toBeTruthy();
    await dialog.findByText('Concerts since 1906.');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Explore Stop: Glenwood Hot Springs' }));
    const again = within(screen.getByRole('dialog', { name: 'Glenwood Hot Springs' }));
    expect(again.getByText('AI is analyzing this location...')).toBeTruthy();
    await again.findByText('Fresh analysis.');

    fireEvent.click(again.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
