import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { USER } from '../../../testing/users';
import { AchievementsPageQuery, type AchievementWithProgress } from '../api/my-achievements';
import { AchievementsPage } from './achievements-page';

function achievement(overrides: Partial<AchievementWithProgress>): AchievementWithProgress {
  return {
    __typename: 'AchievementProgress',
    id: 'first-trip',
    name: 'First Trip',
    description: 'Plan your first road trip',
    icon: 'map',
    category: 'planning',
    actionRequired: 'trip_planned',
    actionCount: 1,
    pointsRequired: 0,
    progress: 0,
    maxProgress: 1,
    earned: false,
    earnedAt: null,
    ...overrides,
  } as AchievementWithProgress;
}

function page(
  achievements: AchievementWithProgress[],
  stats: Partial<Record<string, unknown>> = {},
): MockedResponse {
  return {
    request: { query: AchievementsPageQuery },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u-1',
          stats: {
            __typename: 'UserStats',
            totalPoints: 250,
            level: 'Weekend Explorer',
            levelProgress: 75,
            nextLevel: 'Road Tripper',
            pointsToNextLevel: 50,
            ...stats,
          },
        },
        myAchievements: achievements,
      },
    },
  };
}

const CATALOGUE = [
  achievement({ progress: 1, earned: true, earnedAt: '2026-11-20T10:00:00.000Z' }),
  achievement({
    id: 'five-trips',
    name: 'Road Regular',
    description: 'Plan 5 road trips',
    actionCount: 5,
    progress: 3,
    maxProgress: 5,
  }),
  achievement({
    id: 'first-photo',
    name: 'Shutterbug',
    description: 'Share your first photo',
    category: 'sharing',
    actionRequired: 'photo_shared',
  }),
  achievement({
    id: 'points-500',
    name: 'Point Collector',
    description: 'Collect 500 points',
    category: 'milestones',
    actionRequired: null,
    pointsRequired: 500,
    progress: 250,
    maxProgress: 500,
  }),
];

describe('AchievementsPage', () => {
  it('shows the level, points and the way to the next level', async () => {
    renderInShell(<AchievementsPage user={USER} notify={vi.fn()} />, { mocks: [page(CATALOGUE)] });

    const level = within(await screen.findByRole('region', { name: 'Your Level' }));
    expect(level.getByText('Weekend Explorer')).toBeTruthy();
    expect(level.getByText('250')).toBeTruthy();
    expect(level.getByText('1 of 4')).toBeTruthy();
    expect(
      level.getByRole('progressbar', { name: 'Progress to Road Tripper' }).getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(level.getByText('50 points to Road Tripper')).toBeTruthy();
  });

  it('groups every achievement by category: earned ones with their date, the others with progress', async () => {
    renderInShell(<AchievementsPage user={USER} notify={vi.fn()} />, { mocks: [page(CATALOGUE)] });

    const planning = within(await screen.findByRole('region', { name: 'Planning' }));
    const first = within(planning.getByRole('listitem', { name: 'First Trip: earned' }));
    expect(first.getByText('Earned Nov 20, 2026')).toBeTruthy();
    expect(first.queryByRole('progressbar')).toBeNull();
    const regular = within(planning.getByRole('listitem', { name: 'Road Regular: not earned yet' }));
    expect(regular.getByText('3 of 5 trips')).toBeTruthy();

    const sharing = within(screen.getByRole('region', { name: 'Sharing' }));
    expect(sharing.getByText('0 of 1 photo')).toBeTruthy();
    const milestones = within(screen.getByRole('region', { name: 'Milestones' }));
    expect(milestones.getByText('250 of 500 points')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your Level',
      'Planning',
      'Sharing',
      'Milestones',
    ]);
  });

  it('says when the top level is reached', async () => {
    renderInShell(<AchievementsPage user={USER} notify={vi.fn()} />, {
      mocks: [page(CATALOGUE, { level: 'Open-Road Legend', nextLevel: null, pointsToNextLevel: 0 })],
    });

    await screen.findByText('You have reached the top level. Keep exploring!');
    expect(screen.queryByRole('progressbar', { name: /Progress to/ })).toBeNull();
  });

  it('has an empty state when there is nothing to earn yet', async () => {
    renderInShell(<AchievementsPage user={USER} notify={vi.fn()} />, { mocks: [page([])] });

    await screen.findByRole('heading', { name: 'No achievements yet' });
    expect(screen.getByRole('link', { name: 'Plan a Trip' }).getAttribute('href')).toBe('/trip-builder');
  });

  it('offers a retry when the achievements cannot be loaded', async () => {
    renderInShell(<AchievementsPage user={USER} notify={vi.fn()} />, {
      mocks: [{ request: { query: AchievementsPageQuery }, error: new Error('Network down') }],
    });

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your achievements");
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/profile');
  });
});
