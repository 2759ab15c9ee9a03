import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { GATEWAY_PROVIDER, PACT_DIR } from './pact-settings.js';

// Verifies every consumer's pact against the RUNNING gateway (deploy/local/e2e.mjs starts the platform and
// sets BYWAY_GATEWAY_URL). Provider states create real data through the public REST API.
const gatewayUrl = process.env.BYWAY_GATEWAY_URL;

interface SignedInTraveller {
  cookie: string;
}

async function signUpTraveller(): Promise<SignedInTraveller> {
  const email = `pact.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const answer = await fetch(`${gatewayUrl}/api/custom-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'pact-password-123',
      isSignUp: true,
      firstName: 'Pat',
      lastName: 'Contract',
    }),
  });
  if (!answer.ok)
    throw new Error(`sign-up for the provider state failed: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

async function createTrip(traveller: SignedInTraveller, body: Record<string, unknown>) {
  const answer = await fetch(`${gatewayUrl}/api/trips`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: traveller.cookie },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201)
    throw new Error(`creating a trip for the provider state failed: ${answer.status}`);
  const { id } = (await answer.json()) as { id: number };
  return id;
}

/** A 4-day trip with a note on its first stop, regenerated once if asked (issue 11: going back). */
async function tripWithMemory(traveller: SignedInTraveller, regenerated: boolean): Promise<number> {
  const headers = { 'content-type': 'application/json', cookie: traveller.cookie };
  const created = await fetch(`${gatewayUrl}/api/trips`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 }),
  });
  if (created.status !== 201) throw new Error(`creating the trip failed: ${created.status}`);
  const { id, stops } = (await created.json()) as { id: number; stops: { name: string }[] };
  const saved = await fetch(`${gatewayUrl}/api/trips/${id}/memories`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ stopName: stops[0]?.name, memoryType: 'note', content: 'Worth the early start' }),
  });
  if (saved.status !== 201) throw new Error(`saving the memory failed: ${saved.status}`);
  if (regenerated) {
    const again = await fetch(`${gatewayUrl}/api/trips/${id}/regenerate`, { method: 'POST', headers });
    if (!again.ok) throw new Error(`regenerating the trip failed: ${again.status}`);
  }
  return id;
}

/** One GraphQL operation as `who`: issue 22's states need two travellers and the invitations between them. */
async function graphqlAs<T>(who: SignedInTraveller, query: string, variables: Record<string, unknown> = {}) {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown };
  if (!answer.ok || body.errors || !body.data) throw new Error(`${query} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Pat Contract's new 4-day trip with an invite link (as `role`) or an email invitation (to `email`). */
async function invitedTrip(role: 'editor' | 'viewer', email?: string) {
  const owner = await signUpTraveller();
  const tripId = await createTrip(owner, {
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 4,
  });
  const data = await graphqlAs<{
    createTripInviteLink?: { token: string };
    inviteTripMember?: { id: number };
  }>(
    owner,
    email
      ? 'mutation ($tripId: Int!, $email: String!, $role: String!) { inviteTripMember(tripId: $tripId, email: $email, role: $role) { id } }'
      : 'mutation ($tripId: Int!, $role: String!) { createTripInviteLink(tripId: $tripId, role: $role) { token } }',
    { tripId, role, ...(email ? { email } : {}) },
  );
  return { owner, tripId, token: data.createTripInviteLink?.token, invitationId: data.inviteTripMember?.id };
}

/** A trip with an editor who joined through a link. */
async function tripWithEditor() {
  const { owner, tripId, token } = await invitedTrip('editor');
  const editor = await signUpTraveller();
  await graphqlAs(editor, 'mutation ($token: String!) { joinTripByLink(token: $token) { id } }', { token });
  const query = 'query ($tripId: Int!) { tripMembers(tripId: $tripId) { userId } }';
  const { tripMembers } = await graphqlAs<{ tripMembers: { userId: string }[] }>(owner, query, { tripId });
  return { owner, editor, tripId, userId: tripMembers[0]?.userId };
}

describe('the gateway honours its consumers’ pacts', () => {
  it('verifies every pact in contracts/pacts', async () => {
    if (!gatewayUrl) throw new Error('BYWAY_GATEWAY_URL is not set: run this through `npm run test:e2e`');
    let traveller: SignedInTraveller | null = null;
    const pactUrls = readdirSync(PACT_DIR)
      .filter((file) => file.endsWith(`-${GATEWAY_PROVIDER}.json`))
      .map((file) => path.join(PACT_DIR, file));
    if (pactUrls.length === 0) throw new Error(`no pact files for ${GATEWAY_PROVIDER} in ${PACT_DIR}`);

    await new Verifier({
      provider: GATEWAY_PROVIDER,
      providerBaseUrl: gatewayUrl,
      pactUrls,
      logLevel: 'warn',
      stateHandlers: {
        'a signed-in traveller with a 4-day trip': async () => {
          // The trip's id goes back as tripId for pacts that address it (fromProviderState('${tripId}')).
          traveller = await signUpTraveller();
          const tripId = await createTrip(traveller, {
            startLocation: 'Denver, CO',
            endLocation: 'Moab, UT',
            totalDays: 4,
          });
          return { tripId };
        },
        'a signed-in traveller with a 4-day trip, its id given as tripId': async () => {
          // For pacts that address the trip by id: fromProviderState('${tripId}') in their variables.
          traveller = await signUpTraveller();
          const created = await fetch(`${gatewayUrl}/api/trips`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 }),
          });
          if (created.status !== 201) throw new Error(`creating the trip failed: ${created.status}`);
          const { id: tripId } = (await created.json()) as { id: number };
          return { tripId };
        },
        "a signed-in traveller with a 4-day trip, its id given as tripId and its first stop's key as stopKey":
          async () => {
            // Issue 22's hand edits address one stop of the kept route by its stable key.
            traveller = await signUpTraveller();
            const created = await fetch(`${gatewayUrl}/api/trips`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: traveller.cookie },
              body: JSON.stringify({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 }),
            });
            if (created.status !== 201) throw new Error(`creating the trip failed: ${created.status}`);
            const { id: tripId, stops } = (await created.json()) as {
              id: number;
              stops: { stopKey: string; dayNumber: number; orderInDay: number }[];
            };
            const [first] = [...stops].sort(
              (a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay,
            );
            if (!first) throw new Error('the trip for the provider state has no stops');
            return { tripId, stopKey: first.stopKey };
          },
        'a signed-in traveller with a price alert on a 4-day trip, its id given as alertId': async () => {
          // Issue 11: an active alert with a $149.99 target and no price yet, for recording and toggling.
          traveller = await signUpTraveller();
          const tripId = await createTrip(traveller, {
            startLocation: 'Denver, CO',
            endLocation: 'Moab, UT',
            totalDays: 4,
          });
          const created = await fetch(`${gatewayUrl}/api/price-alerts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({
              tripId,
              stopName: 'Arches National Park',
              itemType: 'accommodation',
              itemName: 'Riverside Lodge',
              targetPrice: 149.99,
            }),
          });
          if (created.status !== 201) throw new Error(`creating the price alert failed: ${created.status}`);
          const { id: alertId } = (await created.json()) as { id: number };
          return { alertId };
        },
        'a signed-in traveller with a 4-day trip and a memory of its first stop, its id given as tripId':
          async () => {
            traveller = await signUpTraveller();
            return { tripId: await tripWithMemory(traveller, false) };
          },
        'a signed-in traveller with a regenerated 4-day trip and a memory of its first stop, its id given as tripId':
          async () => {
            traveller = await signUpTraveller();
            return { tripId: await tripWithMemory(traveller, true) };
          },
        'a signed-in traveller who made a trip from a trip pack, its id given as packId': async () => {
          // The first authored pack of the USA: the traveller makes their trip from it, so may review it.
          traveller = await signUpTraveller();
          const packs = await fetch(`${gatewayUrl}/api/trip-packs?country=usa`);
          const [pack] = (await packs.json()) as Array<{ id: number; theme: string }>;
          if (!pack) throw new Error('no trip pack for the provider state');
          const made = await fetch(`${gatewayUrl}/api/trips/from-pack`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({ tripPackId: pack.id, themes: [pack.theme] }),
          });
          if (made.status !== 201) throw new Error(`making the trip from the pack failed: ${made.status}`);
          return { packId: pack.id };
        },
        'a signed-in traveller who has just planned their first trip': async () => {
          // Planning a trip earns 'first-trip', not yet announced.
          traveller = await signUpTraveller();
          await createTrip(traveller, { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 });
          return undefined;
        },
        'a signed-in traveller with no trips': async () => {
          traveller = await signUpTraveller();
          return undefined;
        },
        'a signed-in traveller with a read API token, its id given as tokenId': async () => {
          traveller = await signUpTraveller();
          const made = await fetch(`${gatewayUrl}/api/api-tokens`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({ name: 'Route tracker', scope: 'read' }),
          });
          if (made.status !== 201) throw new Error(`making the API token failed: ${made.status}`);
          const { token } = (await made.json()) as { token: { id: string } };
          return { tokenId: token.id };
        },
        'a signed-in traveller who completed onboarding': async () => {
          // The answers the mfe_account pacts expect back: at least 3 interests, adventurer, slow, camping.
          traveller = await signUpTraveller();
          const onboarded = await fetch(`${gatewayUrl}/api/complete-onboarding`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({
              interests: ['nature-hikes', 'coffee', 'photo-spots'],
              travelStyle: 'adventurer',
              preferredPace: 'slow',
              lodgingPreference: 'camping',
              groupSize: 'couple',
            }),
          });
          if (!onboarded.ok) throw new Error(`onboarding for the provider state failed: ${onboarded.status}`);
          return undefined;
        },
        'a signed-in traveller who shared a public photo, its id given as imageId': async () => {
          // The partners' JSON payload (an https imageUrl): every optional field filled, as the pact expects.
          traveller = await signUpTraveller();
          const shared = await fetch(`${gatewayUrl}/api/geo-tagged-images`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: traveller.cookie },
            body: JSON.stringify({
              title: 'Delicate Arch from the pact',
              description: 'The arch at golden hour.',
              category: 'nature',
              tags: ['arches'],
              latitude: 38.7436,
              longitude: -109.4993,
              locationName: 'Arches National Park',
              city: 'Moab',
              state: 'Utah',
              country: 'USA',
              dateTaken: '2024-05-01T19:30:00.000Z',
              season: 'spring',
              timeOfDay: 'evening',
              weather: 'Clear',
              imageUrl: 'https://images.example.org/delicate-arch.jpg',
            }),
          });
          if (shared.status !== 201) throw new Error(`sharing the photo failed: ${shared.status}`);
          const { id: imageId } = (await shared.json()) as { id: number };
          return { imageId };
        },
        'a signed-in traveller with a public trip': async () => {
          // The trip's id goes back to the pacts as tripId (fromProviderState in their variables).
          const owner = await signUpTraveller();
          traveller = owner;
          const headers = { 'content-type': 'application/json', cookie: owner.cookie };
          const created = await fetch(`${gatewayUrl}/api/trips`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 }),
          });
          if (created.status !== 201) throw new Error(`creating the public trip failed: ${created.status}`);
          const { id: tripId } = (await created.json()) as { id: number };
          const shared = await fetch(`${gatewayUrl}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'apollo-require-preflight': 'true' },
            body: JSON.stringify({
              query: 'mutation ($id: Int!) { setTripVisibility(id: $id, isPublic: true) { id isPublic } }',
              variables: { id: tripId },
            }),
          });
          const answer = (await shared.json()) as { data?: { setTripVisibility?: { isPublic: boolean } } };
          if (answer.data?.setTripVisibility?.isPublic !== true) {
            throw new Error(`making the trip public failed: ${JSON.stringify(answer)}`);
          }
          return { tripId };
        },
        'a traveller listed in the community who added a hidden gem to a public trip': async () => {
          // Planning the trip earns points; the gem goes on the trip, the trip goes public, they opt in.
          const member = await signUpTraveller();
          traveller = member;
          const tripId = await createTrip(member, {
            startLocation: 'Denver, CO',
            endLocation: 'Moab, UT',
            totalDays: 4,
          });
          const headers = { 'content-type': 'application/json', cookie: member.cookie };
          const added = await fetch(`${gatewayUrl}/api/trips/${tripId}/stops`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              name: 'Corona Arch',
              category: 'hidden-natural',
              address: 'Moab, UT',
              latitude: 38.5797,
              longitude: -109.6199,
            }),
          });
          if (added.status !== 201) throw new Error(`adding the gem failed: ${added.status}`);
          const shared = await fetch(`${gatewayUrl}/graphql`, {
            method: 'POST',
            headers: { ...headers, 'apollo-require-preflight': 'true' },
            body: JSON.stringify({
              query: `mutation ($id: Int!) {
                setTripVisibility(id: $id, isPublic: true) { id }
                setListInCommunity(listed: true) { id }
              }`,
              variables: { id: tripId },
            }),
          });
          const answer = (await shared.json()) as { errors?: unknown };
          if (!shared.ok || answer.errors) throw new Error(`sharing failed: ${JSON.stringify(answer)}`);
          return { tripId };
        },
        "a signed-in traveller whose 4-day trip has an editor, its id given as tripId and the editor's id as userId":
          async () => {
            const { owner, tripId, userId } = await tripWithEditor();
            traveller = owner;
            return { tripId, userId };
          },
        "a signed-in traveller who is an editor of another traveller's 4-day trip, its id given as tripId":
          async () => {
            const { editor, tripId } = await tripWithEditor();
            traveller = editor;
            return { tripId };
          },
        "a signed-in traveller whose 4-day trip has an invitation waiting, its id given as tripId and the invitation's id as invitationId":
          async () => {
            const { owner, tripId, invitationId } = await invitedTrip('viewer', 'pact.waiting@example.test');
            traveller = owner;
            return { tripId, invitationId };
          },
        "a signed-in traveller invited by email to another traveller's 4-day trip, the invitation's id given as invitationId":
          async () => {
            const invitee = await signUpTraveller();
            const { me } = await graphqlAs<{ me: { email: string } }>(invitee, '{ me { email } }');
            const { invitationId } = await invitedTrip('editor', me.email);
            traveller = invitee;
            return { invitationId };
          },
        "a signed-in traveller holding another traveller's invite link, its token given as token":
          async () => {
            const { token } = await invitedTrip('viewer');
            traveller = await signUpTraveller();
            return { token };
          },
      },
      requestFilter: (req, _res, next) => {
        if (traveller) req.headers.cookie = traveller.cookie;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
