import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../../testing/render';
import { TripRecommendationsQuery, type SmartRecommendation } from '../api/trip-recommendations';
import { alertVariant, confidenceTone, RecommendationsPanel, weatherIcons } from './recommendations-panel';

const rec = (id: number, overrides: Partial<SmartRecommendation> = {}) => ({
  __typename: 'SmartRecommendation' as const,
  id,
  location: 'Moab, UT',
  recommendationType: 'weather_alternative',
  title: `Advice ${id}`,
  description: `Description ${id}`,
  confidence: 85,
  dataSource: 'Seasonal climate',
  metadata: {},
  validFrom: null,
  validUntil: null,
  ...overrides,
});

const answer = (smartRecommendations: ReturnType<typeof rec>[]): MockedResponse => ({
  request: { query: TripRecommendationsQuery, variables: { id: 7 } },
  result: { data: { trip: { __typename: 'Trip', id: 7, smartRecommendations } } },
});

describe('RecommendationsPanel', () => {
  it('colours confidence 80+ green, 60+ yellow, else grey', () => {
    expect([95, 80, 79, 60, 59, 10].map(confidenceTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'grey',
      'grey',
    ]);
  });

  it('uses default at 80+, else secondary, and destructive for every avoid_warning', () => {
    expect(alertVariant({ recommendationType: 'local_event', confidence: 80 })).toBe('default');
    expect(alertVariant({ recommendationType: 'local_event', confidence: 79 })).toBe('secondary');
    expect(alertVariant({ recommendationType: 'avoid_warning', confidence: 99 })).toBe('destructive');
    expect(alertVariant({ recommendationType: 'avoid_warning', confidence: 20 })).toBe('destructive');
  });

  it('shows rain above 70% precipitation and hot above 90°F', () => {
    expect(weatherIcons({ weather: { precipitation: 71, temperature: 91 } })).toEqual(['rain', 'hot']);
    expect(weatherIcons({ precipitation: 70, temperature: 90 })).toEqual([]);
    expect(weatherIcons({ temperature: 95 })).toEqual(['hot']);
    expect(weatherIcons(null)).toEqual([]);
  });

  it('lists the trip’s recommendations with their colours, variants and icons', async () => {
    renderInShell(<RecommendationsPanel tripId={7} />, {
      mocks: [
        answer([
          rec(1, {
            title: 'Pack a rain jacket',
            confidence: 85,
            metadata: { weather: { precipitation: 80, temperature: 60 } },
          }),
          rec(2, {
            title: 'Go early',
            recommendationType: 'crowd_timing',
            confidence: 65,
            metadata: { temperature: 97 },
          }),
          rec(3, { title: 'Road works on US-191', recommendationType: 'avoid_warning', confidence: 40 }),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Smart Travel Recommendations' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading recommendations...');

    const rain = await screen.findByRole('listitem', { name: 'Pack a rain jacket' });
    expect(rain.getAttribute('data-variant')).toBe('default');
    expect(rain.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('green');
    expect(rain.textContent).toContain('85% confidence');
    expect(screen.getByRole('img', { name: 'Rain likely' })).toBeTruthy();

    const early = screen.getByRole('listitem', { name: 'Go early' });
    expect(early.getAttribute('data-variant')).toBe('secondary');
    expect(early.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('yellow');
    expect(screen.getByRole('img', { name: 'Hot weather' })).toBeTruthy();

    const works = screen.getByRole('listitem', { name: 'Road works on US-191' });
    expect(works.getAttribute('data-variant')).toBe('destructive');
    expect(works.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('grey');
  });

  it('stays compact: the first three, then the rest on request', async () => {
    renderInShell(<RecommendationsPanel tripId={7} />, {
      mocks: [answer([1, 2, 3, 4, 5].map((id) => rec(id)))],
    });
    await screen.findByText('Advice 1');
    expect(screen.getAllByText(/^Advice \d$/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(screen.getAllByText(/^Advice \d$/)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('says when there is nothing to recommend', async () => {
    renderInShell(<RecommendationsPanel tripId={7} />, { mocks: [answer([])] });
    await screen.findByText('No recommendations for this trip right now.');
  });

  it('shows an error with a retry', async () => {
    renderInShell(<RecommendationsPanel tripId={7} />, {
      mocks: [
        { request: { query: TripRecommendationsQuery, variables: { id: 7 } }, error: new Error('down') },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load recommendations'.replace('’', "'"));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
