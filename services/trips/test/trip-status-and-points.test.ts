import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACTIVITY_DAILY_CREDITS, ACTIVITY_POINTS } from '@byway/contracts/rules';
import { usePlanner, useTripsService, useUsersService } from './support/trips-service.js';

const CREATE = `mutation($input: CreateTripInput!) { createTrip(input: $input) { id status } }`;
const SET_STATUS = `mutation($id: Int!, $status: String!) { setTripStatus(id: $id, status: $status) { id status } }`;
const ADD_MEMORY = `mutation($tripId: Int!, $input: TripMemoryInput!) { addTripMemory(tripId: $tripId, input: $input) { id } }`;
const VISIBILITY = `mutation($id: Int!, $isPublic: Boolean!) { setTripVisibility(id: $id, isPublic: $isPublic) { id isPublic } }`;

interface PointsRow {
  action: string;
  relatedId: string;
  points: number;
}

describe('trip status and the points it reports', () => {
  const planner = usePlanner();
  const users = useUsersService();
  const trips = useTripsService({ planner, env: () => ({ USERS_URL: users.url }) });
  // Nothing listens on port 9: every report fails.
  const tripsWithoutUsers = useTripsService({
    planner,
    env: () => ({ USERS_URL: 'http://127.0.0.1:9/graphql', LOG_LEVEL: 'silent' }),
  });

  const pointsOf = (userId: string) =>
    users.connection.collection<PointsRow>('points_history').find({ userId }).toArray();
  const statsOf = (userId: string) => users.connection.collection('user_stats').findOne({ userId });

  async function createTrip(userId: string, url = trips.url): Promise<number> {
    const result = await callSubgraph<{ createTrip: { id: number; status: string } }>(
      url,
      CREATE,
      { input: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 } },
      callerFor(userId),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createTrip.status).toBe('planning');
    return result.data!.createTrip.id;
  }
  const setStatus = (userId: string | null, id: number, status: string) =>
    callSubgraph<{ setTripStatus: { id: number; status: string } }>(
      trips.url,
      SET_STATUS,
      { id, status },
      callerFor(userId),
    );

  it('reports trip_planned when a trip is created', async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);
    expect(await pointsOf(userId)).toEqual([
      expect.objectContaining({
        action: 'trip_planned',
        relatedId: String(id),
        points: ACTIVITY_POINTS.trip_planned,
      }),
    ]);
    expect(await statsOf(userId)).toMatchObject({
      tripsPlanned: 1,
      totalPoints: ACTIVITY_POINTS.trip_planned,
    });
  });

  it('moves planning -> in_progress -> completed, awarding trip_completed once', async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);

    const skip = await setStatus(userId, id, 'completed');
    expect(skip.errors?.[0]).toMatchObject({
      message: 'A trip that is planning cannot become completed',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    expect((await setStatus(userId, id, 'in_progress')).data!.setTripStatus.status).toBe('in_progress');
    const completions = await Promise.all([
      setStatus(userId, id, 'completed'),
      setStatus(userId, id, 'completed'),
    ]);
    for (const result of completions) expect(result.data!.setTripStatus.status).toBe('completed');
    // A retry of 'Complete trip' answers the trip as it is and awards nothing more.
    expect((await setStatus(userId, id, 'completed')).data!.setTripStatus.status).toBe('completed');

    const completed = (await pointsOf(userId)).filter((row) => row.action === 'trip_completed');
    expect(completed).toEqual([expect.objectContaining({ relatedId: String(id) })]);
    expect(await statsOf(userId)).toMatchObject({
      tripsCompleted: 1,
      totalPoints: ACTIVITY_POINTS.trip_planned + ACTIVITY_POINTS.trip_completed,
    });

    const back = await setStatus(userId, id, 'in_progress');
    expect(back.errors?.[0]).toMatchObject({
      message: 'A trip that is completed cannot become in progress',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses an unknown status, another traveller and a signed-out caller', async () => {
    const owner = randomUUID();
    const id = await createTrip(owner);
    const bad = await setStatus(owner, id, 'done');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.errors?.[0]?.message).toContain('planning, in_progress, completed');
    const other = await setStatus(randomUUID(), id, 'in_progress');
    expect(other.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } });
    const anonymous = await setStatus(null, id, 'in_progress');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await trips.connection.collection('trips').findOne({ _id: id as never }))?.status).toBe(
      'planning',
    );
  });

  it('reports memories, check-ins and a trip made public (once however often it is switched)', async () => {
    const userId = randomUUID();
    const id = await createTrip(userId);
    const caller = callerFor(userId);
    const note = await callSubgraph<{ addTripMemory: { id: number } }>(
      trips.url,
      ADD_MEMORY,
      { tripId: id, input: { stopName: 'Arches', memoryType: 'note', content: 'Windy' } },
      caller,
    );
    const checkIn = await callSubgraph<{ addTripMemory: { id: number } }>(
      trips.url,
      ADD_MEMORY,
      { tripId: id, input: { stopName: 'Moab', memoryType: 'check_in' } },
      caller,
    );
    for (const isPublic of [true, false, true]) {
      await callSubgraph(trips.url, VISIBILITY, { id, isPublic }, caller);
    }
    // Memories are reported without holding up the save: their points arrive a moment later.
    await vi.waitFor(async () => {
      const rows = await pointsOf(userId);
      expect(rows.map((row) => [row.action, row.relatedId]).sort()).toEqual(
        [
          ['check_in_saved', String(checkIn.data!.addTripMemory.id)],
          ['memory_saved', String(note.data!.addTripMemory.id)],
          ['trip_made_public', String(id)],
          ['trip_planned', String(id)],
        ].sort(),
      );
    });
  });

  it('saves every note on one trip but credits only the daily allowance per trip (issue 18: points farming)', async () => {
    const userId = randomUUID();
    const [first, second] = [await createTrip(userId), await createTrip(userId)];
    const caller = callerFor(userId);
    const perTrip = ACTIVITY_DAILY_CREDITS.memory_saved.perTrip!;
    const note = (tripId: number, i: number) =>
      callSubgraph<{ addTripMemory: { id: number } }>(
        trips.url,
        ADD_MEMORY,
        { tripId, input: { stopName: 'Arches', memoryType: 'note', content: `Note ${i}` } },
        caller,
      );
    for (let i = 0; i < perTrip + 4; i++) expect((await note(first, i)).errors).toBeUndefined();
    expect((await note(second, 0)).errors).toBeUndefined();
    expect(await trips.connection.collection('trip_memories').countDocuments({ userId })).toBe(perTrip + 5);
    // Reported without holding up the save: wait until every note has been judged (each gets a history row,
    // and an uncredited one has its points cleared just after), then check the sum.
    const credited = async () => {
      const notes = (await pointsOf(userId)).filter((row) => row.action === 'memory_saved');
      return { notes: notes.length, credited: notes.filter((row) => row.points > 0).length };
    };
    await vi.waitFor(async () => {
      // The first trip's allowance, and the second trip's own first note.
      expect(await credited()).toEqual({ notes: perTrip + 5, credited: perTrip + 1 });
      expect((await statsOf(userId))?.totalPoints).toBe(
        2 * ACTIVITY_POINTS.trip_planned + (perTrip + 1) * ACTIVITY_POINTS.memory_saved,
      );
    });
    // Nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await credited()).toEqual({ notes: perTrip + 5, credited: perTrip + 1 });
  });

  it("never fails the traveller's action when the users service cannot be reached", async () => {
    const userId = randomUUID();
    const id = await createTrip(userId, tripsWithoutUsers.url);
    const started = await callSubgraph<{ setTripStatus: { status: string } }>(
      tripsWithoutUsers.url,
      SET_STATUS,
      { id, status: 'in_progress' },
      callerFor(userId),
    );
    expect(started.data?.setTripStatus.status).toBe('in_progress');
    expect(await pointsOf(userId)).toEqual([]);
  });
});
