import { createInternalService, type InternalService, type Logger } from '@byway/kit';
import type { SubgraphName } from './config.js';
import { UNAVAILABLE_MESSAGE } from './supergraph/subgraph-data-source.js';

/** The services besides users that keep traveller data (issue 9). */
export const DATA_SERVICE_NAMES = ['trips', 'media', 'discovery'] as const;
export type DataServiceName = (typeof DATA_SERVICE_NAMES)[number];

/**
 * Every call the gateway makes to a subgraph outside the supergraph, through kit's one internal client
 * (signed, timed, logged, one 'unreachable' answer); the time limit and wording differ by purpose.
 */
export interface GatewayInternalServices {
  /** Session checks, API-token checks, third-party sign-in and deletion's confirmation (5 s). */
  users: InternalService;
  /** The traveller's data in each service: export and deletion (10 s a call). */
  accountData: Record<'users' | DataServiceName, InternalService>;
  /**
   * The AI service's plan-progress stream: 30 s until it starts, then as long as it runs. Behind a proxy
   * that passes a stream's headers with its first chunk, they come with the first heartbeat (15 s).
   */
  planner: InternalService;
  /** The media service's uploads and files (30 s: a 10 MB file each way). */
  media: InternalService;
}

export function gatewayInternalServices(
  urls: Record<SubgraphName, string>,
  secret: string,
  logger?: Logger,
): GatewayInternalServices {
  const internalLogger = logger?.child({ component: 'internal-client' });
  const service = (name: SubgraphName, timeoutMs: number, serviceLabel = `the ${name} service`) =>
    createInternalService({ url: urls[name], secret, serviceLabel, timeoutMs, logger: internalLogger });
  const dataService = (name: 'users' | DataServiceName) => [name, service(name, 10_000)] as const;
  return {
    users: service('users', 5000),
    accountData: Object.fromEntries(
      (['users', ...DATA_SERVICE_NAMES] as const).map(dataService),
    ) as GatewayInternalServices['accountData'],
    planner: service('ai', 30_000, 'the trip planner'),
    media: createInternalService({
      url: urls.media,
      secret,
      serviceLabel: 'the media service',
      timeoutMs: 30_000,
      unavailableMessage: UNAVAILABLE_MESSAGE,
      logger: internalLogger,
    }),
  };
}
