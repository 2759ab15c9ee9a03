import { beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema, type TripDetail } from '@byway/contracts/rest';
import { PLAN_EDIT_LIMITS } from '@byway/contracts/rules';
import { graphql } from './support/graphql.js';
import { createTrip, platformSuite } from './support/platform-suite.js';

/** The route the traveller sees: the chosen route option's stops. */
const routeOf = (trip: TripDetail) => trip.routeOptions[trip.selectedRouteIndex]!;
const dayOf = (trip: TripDetail, day: number) => routeOf(trip).stops.filter((stop) => stop.dayNumber === day);
const keys = (stops: readonly { stopKey: string }[]) => stops.map((stop) => stop.stopKey);

describe('REST adapter: hand edits of a trip (issue 22)', () => {
  const { platform, ada, grace } = platformSuite();
  let tripId: number;

  beforeAll(async () => {
    tripId = (
      await createTrip(platform, ada, {
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 3,
        pace: 'fast',
      })
    ).id;
  });

  const tripNow = async () =>
    tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${tripId}`)).json());
  const send = (method: 'PATCH' | 'DELETE', path: string, json?: unknown, as = ada) =>
    platform.api(as, `/api/trips/${tripId}${path}`, { method, ...(json === undefined ? {} : { json }) });
  const editedTrip = async (response: Response) => {
    expect(response.status).toBe(200);
    return tripDetailSchema.parse(await response.json());
  };

  it('moves a stop to another day at a position and answers the trip with the days re-estimated', async () => {
    const before = await tripNow();
    const moving = dayOf(before, 1)[0]!;
    const answered = await editedTrip(
      await send('PATCH', `/stops/${moving.stopKey}/position`, { dayNumber: 3, position: 1 }),
    );
    expect(dayOf(answered, 3)[0]).toMatchObject({ stopKey: moving.stopKey, dayNumber: 3, orderInDay: 1 });
    const km = (trip: TripDetail, day: number) =>
      routeOf(trip).dailySegments[day - 1]!.driveSummary.distanceKm;
    expect(km(answered, 3)).not.toBe(km(before, 3));
    expect(routeOf(answered).totalDistanceKm).not.toBe(routeOf(before).totalDistanceKm);
    expect(await tripNow()).toEqual(answered);
  });

  it('renames a stop, keeps a note on it and on a day', async () => {
    const stop = routeOf(await tripNow()).stops[0]!;
    await editedTrip(await send('PATCH', `/stops/${stop.stopKey}/name`, { name: 'Breakfast in Golden' }));
    await editedTrip(await send('PATCH', `/stops/${stop.stopKey}/note`, { note: 'Cash only' }));
    const trip = await editedTrip(await send('PATCH', '/days/2/note', { note: 'Long drive: leave by 8' }));
    expect(routeOf(trip).stops[0]).toMatchObject({ name: 'Breakfast in Golden', note: 'Cash only' });
    expect(trip.dayNotes).toEqual([{ day: 2, note: 'Long drive: leave by 8' }]);
  });

  it('removes a stop, which stays removed after a reload', async () => {
    const stop = routeOf(await tripNow()).stops[1]!;
    const answered = await editedTrip(await send('DELETE', `/stops/${stop.stopKey}`));
    expect(keys(routeOf(answered).stops)).not.toContain(stop.stopKey);
    expect(keys(routeOf(await tripNow()).stops)).not.toContain(stop.stopKey);
    const again = await send('DELETE', `/stops/${stop.stopKey}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Stop not found' });
  });

  it.each([
    ['/name', { name: '   ' }, 'name', 'Stop name is required'],
    [
      '/note',
      { note: 'x'.repeat(PLAN_EDIT_LIMITS.stopNote + 1) },
      'note',
      'Note must be at most 2000 characters',
    ],
    ['/position', { dayNumber: 2, position: 0 }, 'position', 'Position must be a whole number from 1'],
    ['/position', { dayNumber: 31, position: 1 }, 'dayNumber', 'Day must be a whole number from 1 to 30'],
  ])(
    'refuses PATCH %s %j with 400 naming %s in plain words, and changes nothing',
    async (path, body, field, words) => {
      const before = await tripNow();
      const response = await send('PATCH', `/stops/${routeOf(before).stops[0]!.stopKey}${path}`, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(answer.issues).toContainEqual({ path: field, message: expect.stringContaining(words) });
      expect(await tripNow()).toEqual(before);
    },
  );

  it('refuses a day the trip does not have, on REST and GraphQL alike', async () => {
    const rest = await send('PATCH', '/days/5/note', { note: 'Rest day' });
    expect(rest.status).toBe(400);
    const words = 'This trip has 3 days: day 5 is not one of them';
    expect(await rest.json()).toMatchObject({ message: words });
    const viaGraphql = await graphql(
      platform,
      ada,
      'mutation($t: Int!) { setTripDayNote(tripId: $t, dayNumber: 5, note: "Rest day") { id } }',
      { t: tripId },
    );
    expect(viaGraphql.body.errors?.[0]?.message).toBe(words);
  });

  it("answers another traveller 404 'Trip not found' for every edit, and changes nothing", async () => {
    const before = await tripNow();
    const stopKey = routeOf(before).stops[0]!.stopKey;
    const attempts: [method: 'PATCH' | 'DELETE', path: string, body?: unknown][] = [
      ['DELETE', `/stops/${stopKey}`],
      ['PATCH', `/stops/${stopKey}/position`, { dayNumber: 2, position: 1 }],
      ['PATCH', `/stops/${stopKey}/name`, { name: 'Mine' }],
      ['PATCH', `/stops/${stopKey}/note`, { note: 'Mine' }],
      ['PATCH', '/days/1/note', { note: 'Mine' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await send(method, path, body, grace);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Trip not found' });
    }
    expect(await tripNow()).toEqual(before);
  });
});
