import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { createTripId, insertFirstReleaseTrip, useTripsService } from './support/trips-service.js';

// A trip's distances as numbers and a unit, so every screen writes them as its traveller reads them:
// km for a trip starting in Italy, miles in the US, and trips stored before plans carried km still read.

const DISTANCES = `query($id: Int!) {
  trip(id: $id) {
    routeOptions {
      totalDistance totalDistanceKm distanceUnit
      dailySegments { driveSummary { distanceMiles distanceKm } }
    }
    costForecast { distanceUnit days { miles km } }
  }
}`;

interface Distances {
  routeOptions: {
    totalDistance: string;
    totalDistanceKm: number | null;
    distanceUnit: 'mi' | 'km';
    dailySegments: { driveSummary: { distanceMiles: number | null; distanceKm: number | null } }[];
  }[];
  costForecast: { distanceUnit: 'mi' | 'km'; days: { miles: number; km: number }[] };
}

describe('trips subgraph: distances', () => {
  const service = useTripsService();
  const alice = callerFor('alice-distances');
  const distancesOf = async (id: number) => {
    const result = await callSubgraph<{ trip: Distances }>(service.url, DISTANCES, { id }, alice);
    expect(result.errors).toBeUndefined();
    return result.data!.trip;
  };

  it('stores a Rome to Florence plan in km, its days and forecast in km too', async () => {
    const tripId = await createTripId(
      service.url,
      { startLocation: 'Rome, Italy', endLocation: 'Florence, Italy', totalDays: 2 },
      alice,
    );
    const trip = await distancesOf(tripId);
    for (const option of trip.routeOptions) {
      expect(option.distanceUnit).toBe('km');
      expect(option.totalDistance).toBe(`${Math.round(option.totalDistanceKm!)} km`);
      for (const { driveSummary } of option.dailySegments)
        expect(driveSummary.distanceKm! / 1.609344).toBeCloseTo(driveSummary.distanceMiles!, -0.3);
    }
    expect(trip.costForecast.distanceUnit).toBe('km');
    expect(trip.costForecast.days.map((day) => day.km)).toEqual(
      trip.routeOptions[0]!.dailySegments.map((day) => day.driveSummary.distanceKm),
    );
  });

  it('reads a trip stored with miles only: its km from the miles, its unit miles', async () => {
    await insertFirstReleaseTrip(
      service.connection,
      {
        _id: 900_101,
        userId: 'alice-distances',
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 1,
        theme: 'nature',
        itinerary: [],
      },
      {
        totalDistance: '354 miles',
        estimatedTime: '6h',
        dailySegments: [
          {
            day: 1,
            title: 'Day 1',
            description: '',
            driveSummary: { estimatedHours: 6, distanceMiles: 354 },
          },
        ],
      },
    );
    const trip = await distancesOf(900_101);
    expect(trip.routeOptions[0]).toMatchObject({
      totalDistance: '354 miles',
      totalDistanceKm: 569.7,
      distanceUnit: 'mi',
      dailySegments: [{ driveSummary: { distanceMiles: 354, distanceKm: 569.7 } }],
    });
    expect(trip.costForecast).toMatchObject({ distanceUnit: 'mi', days: [{ miles: 354, km: 569.7 }] });
  });
});
