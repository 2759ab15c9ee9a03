import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * An operationName the document does not contain is the caller's mistake. The gateway's executor throws it
 * as an internal error (500, message masked); refuse it once Apollo has resolved the operation, from the
 * document it parsed (and keeps parsed), with a 400 that says so.
 */
export function unknownOperationPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation }) {
          if (!request.operationName || operation) return;
          throw new GraphQLError(`Unknown operation named "${request.operationName.slice(0, 100)}".`, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        },
      };
    },
  };
}
