import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError } from '@byway/kit';
import type { GatewayContext } from '../context.js';
import { READ_ONLY_TOKEN_MESSAGE } from './api-token.js';

/**
 * A 'read' API token runs queries only: any other operation is refused before anything runs, on /graphql
 * and on the REST adapter's in-process operations alike.
 */
export function readOnlyTokenPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          if (contextValue.apiTokenScope !== 'read' || operation?.operation === 'query') return;
          throw new GraphQLError(READ_ONLY_TOKEN_MESSAGE, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        },
      };
    },
  };
}

const READS = new Set(['GET', 'HEAD']);

/** The REST side: a 'read' token may only GET (runs after the caller is known). */
export function refuseWritesWithReadToken(req: Request, res: Response, next: NextFunction): void {
  const context = res.locals.gatewayContext as GatewayContext | undefined;
  if (context?.apiTokenScope === 'read' && !READS.has(req.method)) {
    throw new AppError('FORBIDDEN', READ_ONLY_TOKEN_MESSAGE);
  }
  next();
}
