import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../../testing/render';
import { routePoints, TripRoutePhotosQuery } from '../api/route-photos';
import { RoutePhotos } from './route-photos';

const points = [{ latitude: 38.58, longitude: -109.62 }];

const answer = (photos: object[]): MockedResponse => ({
  request: { query: TripRoutePhotosQuery, variables: { points } },
  result: { data: { geoTaggedImagesNear: photos } },
});

describe('RoutePhotos', () => {
  it('shows the photos travellers shared near the route, with their place and a way to Photo Discovery', async () => {
    renderInShell(<RoutePhotos points={points} />, {
      mocks: [
        answer([
          {
            __typename: 'GeoTaggedImage',
            id: 3,
            imageUrl: '/api/geo-tagged-images/3/image',
            thumbnailUrl: '/api/geo-tagged-images/3/thumbnail',
            title: 'Corona Arch at dusk',
            locationName: 'Corona Arch Trail',
            city: 'Moab',
            state: null,
          },
        ]),
      ],
    });
    await screen.findByRole('heading', { name: 'Photos Near This Route' });
    expect(screen.getByRole('img', { name: 'Corona Arch at dusk' }).getAttribute('src')).toBe(
      '/api/geo-tagged-images/3/thumbnail',
    );
    expect(screen.getByText('Corona Arch Trail, Moab')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Photo Discovery' }).getAttribute('href')).toBe(
      '/geo-tagged-images',
    );
  });

  it('shows nothing when no photo was shared nearby', async () => {
    const { container } = renderInShell(<RoutePhotos points={points} />, { mocks: [answer([])] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('sends each stop position once, rounded, skipping stops without one', () => {
    expect(
      routePoints([
        { lat: 38.57971, lng: -109.61992 },
        { lat: 38.5797, lng: -109.6199 },
        { lat: null, lng: null },
        { lat: 39.7392, lng: -104.9903 },
      ]),
    ).toEqual([
      { latitude: 38.58, longitude: -109.62 },
      { latitude: 39.739, longitude: -104.99 },
    ]);
  });
});
