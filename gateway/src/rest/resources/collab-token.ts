import jwt from 'jsonwebtoken';
import { AppError, hmacKey } from '@byway/kit';
import {
  COLLAB_PATH,
  COLLAB_TOKEN_AUDIENCE,
  COLLAB_TOKEN_ISSUER,
  COLLAB_TOKEN_TTL_SECONDS,
  tripDocumentName,
  type CollabTokenClaims,
  type CollabTokenResponse,
} from '@byway/contracts/collab';
import { execute, requireSignedIn, sendJson } from '../adapter.js';
import { ok, readInput, TRIP_404, type RestOperation, type RestRoute } from '../route-table.js';
import { foundTrip, tripId } from './trips.js';

export const COLLAB_NOT_SET_UP_MESSAGE = 'Live co-editing is not set up on this server';

/** The trip, asked as every trip route asks it (null when missing or someone else's), and who asks. */
const TRIP_AND_TRAVELLER = `query RestCollabTokenQuery($id: Int!) {
  trip(id: $id) { id }
  me { firstName lastName }
}`;

interface TripAndTraveller {
  trip: { id: number } | null;
  me: { firstName: string | null; lastName: string | null } | null;
}

/** How co-travellers see the member: 'Ada L.', as the community's lists name people. */
function displayName(me: TripAndTraveller['me']): string {
  const first = me?.firstName?.trim();
  const initial = me?.lastName?.trim().charAt(0);
  if (!first) return 'A traveller';
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, 200);
}

const operation: RestOperation = {
  id: 'createCollabToken',
  method: 'post',
  path: '/api/trips/{id}/collab-token',
  tag: 'Trips',
  summary: "A short-lived token to open the trip's live document",
  description:
    `Opens live co-editing (issue 22): connect a Hocuspocus/Yjs provider to the WebSocket at \`${COLLAB_PATH}\` ` +
    `on this origin with \`documentName\` and \`token\`. The token is good for ${COLLAB_TOKEN_TTL_SECONDS} s, ` +
    'long enough to connect: ask for a new one on every reconnect. Only the trip’s owner gets one for now ' +
    '(role `owner`); co-travellers (editors, viewers) come with invitations.',
  auth: 'signed-in',
  pathParams: tripId,
  answers: [ok('CollabToken', 'The token, the document it opens and where to connect.')],
  errors: [
    TRIP_404,
    { status: 503, when: `'${COLLAB_NOT_SET_UP_MESSAGE}': COLLAB_TOKEN_SECRET is not set.` },
  ],
};

/**
 * POST /api/trips/{id}/collab-token: an HS256 JWT the collaboration service (services/collab) checks when
 * the browser opens the trip's document. A trip that is missing or someone else's is the trips routes' 404,
 * so the token route tells nobody which trips exist.
 */
export const COLLAB_TOKEN_ROUTES: RestRoute[] = [
  {
    ...operation,
    handler: (deps) => async (req, res) => {
      const userId = requireSignedIn(res);
      // The path's id, checked with tripIdParamSchema (a whole number).
      const id = readInput(operation, req).params.id as number;
      if (!deps.collabTokenSecret) throw AppError.unavailable(COLLAB_NOT_SET_UP_MESSAGE);
      const data = await execute<TripAndTraveller>(deps, res, TRIP_AND_TRAVELLER, { id });
      const trip = foundTrip(data.trip);
      const claims: CollabTokenClaims = {
        tripId: trip.id,
        userId,
        role: 'owner',
        name: displayName(data.me),
      };
      const token = jwt.sign(claims, hmacKey(deps.collabTokenSecret), {
        algorithm: 'HS256',
        issuer: COLLAB_TOKEN_ISSUER,
        audience: COLLAB_TOKEN_AUDIENCE,
        expiresIn: COLLAB_TOKEN_TTL_SECONDS,
      });
      const answer: CollabTokenResponse = {
        token,
        documentName: tripDocumentName(trip.id),
        path: COLLAB_PATH,
        role: claims.role,
        expiresInSeconds: COLLAB_TOKEN_TTL_SECONDS,
      };
      await sendJson(deps, res, 200, answer);
    },
  },
];
