import jwt from 'jsonwebtoken';
import { AppError, hmacKey } from '@byway/kit';
import {
  COLLAB_PATH,
  COLLAB_ROLES,
  COLLAB_TOKEN_AUDIENCE,
  COLLAB_TOKEN_ISSUER,
  COLLAB_TOKEN_TTL_SECONDS,
  tripDocumentName,
  type CollabRole,
  type CollabTokenClaims,
  type CollabTokenResponse,
} from '@byway/contracts/collab';
import { execute, requireSignedIn, sendJson } from '../adapter.js';
import { ok, readInput, TRIP_404, type RestOperation, type RestRoute } from '../route-table.js';
import { travellerDisplayName } from '@byway/contracts/rules';
import { foundTrip, tripId } from './trips.js';

export const COLLAB_NOT_SET_UP_MESSAGE = 'Live co-editing is not set up on this server';

/**
 * The caller's role on the trip (the trips service's one access rule; null for a trip that is missing or
 * not theirs to see), and who asks. The token carries that role: a viewer's connection is read-only.
 */
const ACCESS_AND_TRAVELLER = `query RestCollabTokenQuery($id: Int!) {
  tripAccess(tripId: $id) { tripId role }
  me { firstName lastName }
}`;

interface AccessAndTraveller {
  tripAccess: { tripId: number; role: string } | null;
  me: { firstName: string | null; lastName: string | null } | null;
}

const isCollabRole = (role: string): role is CollabRole => (COLLAB_ROLES as readonly string[]).includes(role);

const operation: RestOperation = {
  id: 'createCollabToken',
  method: 'post',
  path: '/api/trips/{id}/collab-token',
  tag: 'Trips',
  summary: "A short-lived token to open the trip's live document",
  description:
    `Opens live co-editing (issue 22): connect a Hocuspocus/Yjs provider to the WebSocket at \`${COLLAB_PATH}\` ` +
    `on this origin with \`documentName\` and \`token\`. The token is good for ${COLLAB_TOKEN_TTL_SECONDS} s, ` +
    'long enough to connect: ask for a new one on every reconnect. The owner and co-travellers get one with ' +
    'their role on the trip (`owner`, `editor`, `viewer`); a viewer’s connection is read-only.',
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
      const data = await execute<AccessAndTraveller>(deps, res, ACCESS_AND_TRAVELLER, { id });
      const access = foundTrip(data.tripAccess);
      const role = access.role.toLowerCase();
      // A role this service does not know yet opens nothing (never a wider one).
      if (!isCollabRole(role)) return foundTrip(null);
      const trip = { id: access.tripId };
      const claims: CollabTokenClaims = {
        tripId: trip.id,
        userId,
        role,
        name: travellerDisplayName(data.me?.firstName, data.me?.lastName),
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
