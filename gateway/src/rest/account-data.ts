import {
  ACCOUNT_DELETE_SCOPE,
  ACCOUNT_EXPORT_SCOPE,
  AppError,
  InternalCallError,
  type Caller,
} from '@byway/kit';
import {
  ACCOUNT_DELETE_INCOMPLETE_MESSAGE,
  ACCOUNT_EXPORT_UNAVAILABLE_MESSAGE,
  accountExportSchema,
  UNAUTHORIZED_MESSAGE,
  type AccountExport,
} from '@byway/contracts/rest';
import { z } from 'zod';
import type { UsersClient } from '../auth/users-client.js';
import type { GatewayInternalServices } from '../internal-services.js';

/** The services besides users that keep traveller data, each with its export and delete fields. */
const DATA_SERVICES = [
  { name: 'trips', deleteField: 'deleteTripsAccountData' },
  { name: 'media', deleteField: 'deleteMediaAccountData' },
  { name: 'discovery', deleteField: 'deleteDiscoveryAccountData' },
] as const;

const record = z.record(z.string(), z.unknown());
const usersExportSchema = z.object({
  profile: record,
  stats: record.nullable(),
  achievements: z.array(record),
  pointsHistory: z.array(record),
  sessions: z.array(z.object({ expiresAt: z.string() })),
  apiTokens: accountExportSchema.shape.apiTokens,
});
const tripsExportSchema = accountExportSchema.pick({ trips: true, priceAlerts: true, tripMemberships: true });
const mediaExportSchema = accountExportSchema.pick({ photos: true });
const discoveryExportSchema = accountExportSchema.pick({ reviews: true, tripsFromPacks: true });

export interface AccountDataOptions {
  internal: Pick<GatewayInternalServices, 'accountData'>;
  users: Pick<UsersClient, 'request'>;
}

/**
 * The traveller's own data across the subgraphs (issue 9). The gateway asks each service that stores
 * traveller data with an internal token carrying only the scope the step needs; no service reads
 * another's database.
 */
export function createAccountDataClient(options: AccountDataOptions) {
  const clients = options.internal.accountData;
  const { users } = options;

  const as = (caller: Caller, scope: string): Caller => ({ ...caller, scopes: [scope] });

  /** A service that failed or could not be reached becomes a 503 with `message`; 4xx answers stay. */
  async function orUnavailable<T>(message: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError && error.status < 500) throw error;
      throw new AppError('UNAVAILABLE', message);
    }
  }

  return {
    /** Everything stored about the caller, gathered from every service into one document. */
    async exportAll(caller: Caller, now = new Date()): Promise<AccountExport> {
      const reader = as(caller, ACCOUNT_EXPORT_SCOPE);
      return orUnavailable(ACCOUNT_EXPORT_UNAVAILABLE_MESSAGE, async () => {
        const [usersPart, tripsPart, mediaPart, discoveryPart] = await Promise.all([
          clients.users.graphql<{ usersAccountExport: unknown }>('query { usersAccountExport }', {}, reader),
          clients.trips.graphql<{ tripsAccountExport: unknown }>('query { tripsAccountExport }', {}, reader),
          clients.media.graphql<{ mediaAccountExport: unknown }>('query { mediaAccountExport }', {}, reader),
          clients.discovery.graphql<{ discoveryAccountExport: unknown }>(
            'query { discoveryAccountExport }',
            {},
            reader,
          ),
        ]);
        return accountExportSchema.parse({
          exportedAt: now.toISOString(),
          ...usersExportSchema.parse(usersPart.usersAccountExport),
          ...tripsExportSchema.parse(tripsPart.tripsAccountExport),
          ...mediaExportSchema.parse(mediaPart.mediaAccountExport),
          ...discoveryExportSchema.parse(discoveryPart.discoveryAccountExport),
        });
      });
    },

    /**
     * Asks the users service whether the deletion is confirmed (the password, or a fresh third-party
     * sign-in). Its refusal keeps its status (400, 403) and message.
     */
    async confirmDeletion(caller: Caller, password: string | undefined): Promise<void> {
      let reply;
      try {
        reply = await users.request<{ confirmAccountDeletion: boolean }>(
          'mutation ($password: String) { confirmAccountDeletion(password: $password) }',
          { password: password ?? null },
          as(caller, ACCOUNT_DELETE_SCOPE),
        );
      } catch (error) {
        if (error instanceof InternalCallError) {
          throw new AppError('UNAVAILABLE', ACCOUNT_DELETE_INCOMPLETE_MESSAGE);
        }
        throw error;
      }
      const refusal = reply.errors[0];
      if (refusal) {
        const code = refusal.extensions?.code;
        if (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN') throw new AppError(code, refusal.message);
        if (code === 'UNAUTHENTICATED') throw new AppError(code, UNAUTHORIZED_MESSAGE);
        throw new AppError('UNAVAILABLE', ACCOUNT_DELETE_INCOMPLETE_MESSAGE);
      }
      if (reply.data?.confirmAccountDeletion !== true) {
        throw new AppError('UNAVAILABLE', ACCOUNT_DELETE_INCOMPLETE_MESSAGE);
      }
    },

    /**
     * Deletes the caller everywhere: every other service first, the users service (profile, sessions)
     * last, so a failure part-way leaves an account that can sign in and retry; each step is idempotent.
     */
    async deleteAll(caller: Caller): Promise<void> {
      const deleter = as(caller, ACCOUNT_DELETE_SCOPE);
      await orUnavailable(ACCOUNT_DELETE_INCOMPLETE_MESSAGE, async () => {
        await Promise.all(
          DATA_SERVICES.map((service) =>
            clients[service.name].graphql(`mutation { ${service.deleteField} }`, {}, deleter),
          ),
        );
        await clients.users.graphql('mutation { deleteUsersAccountData }', {}, deleter);
      });
    },
  };
}

export type AccountDataClient = ReturnType<typeof createAccountDataClient>;
