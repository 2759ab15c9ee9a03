import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { clientFor, consumerPact, jsonHeaders } from '../../../contracts/pact/consumer';

// The consumer Pact setup every front-end shares lives in contracts/pact/consumer.ts.
export { clientFor, jsonHeaders };

const { fromProviderState } = MatchersV3;

/** The pact between mfe_trips and the gateway (verified by contracts/pact/gateway.provider.test.ts). */
export function mfeTripsPact(): PactV4 {
  return consumerPact('mfe_trips');
}

/** The provider state of the trip page's mutations: a signed-in traveller's 4-day trip (its id as tripId). */
export const FOUR_DAY_TRIP = 'a signed-in traveller with a 4-day trip, its id given as tripId';

/**
 * One trip-page mutation on the provider state's trip, sending the very document the page sends (with
 * __typename, as Apollo does) and answering the Trip's `answer` fields beside its id; then `check` calls it
 * with the test's client, as the page would.
 */
export async function tripMutationPact<Data, Variables extends Record<string, unknown>>(
  pact: PactV4,
  interaction: {
    operation: string;
    description: string;
    document: TypedDocumentNode<Data, Variables>;
    field: keyof Data & string;
    variables: Omit<Variables, 'id'>;
    answer: Record<string, unknown>;
    check: (data: Data | null | undefined) => void;
  },
) {
  const tripId = fromProviderState('${tripId}', 7);
  await pact
    .addGraphQLInteraction()
    .given(FOUR_DAY_TRIP)
    .uponReceiving(interaction.description)
    .withOperation(interaction.operation)
    .withVariables({ id: tripId, ...interaction.variables })
    .withRequest('POST', '/graphql', (builder) => {
      builder.headers({ 'apollo-require-preflight': 'true' });
    })
    .withMutation(addTypenameToDocument(interaction.document))
    .willRespondWith(200, (builder) => {
      builder.headers(jsonHeaders);
      builder.jsonBody({
        data: { [interaction.field]: { __typename: 'Trip', id: tripId, ...interaction.answer } },
      });
    })
    .executeTest(async (server) => {
      const { data } = await clientFor(server.url).mutate({
        mutation: interaction.document,
        variables: { id: 7, ...interaction.variables } as unknown as Variables,
      });
      interaction.check(data);
    });
}

/**
 * One query or mutation under provider `state`, sending the very document the app sends (with __typename, as
 * Apollo does). `variables` are as the pact records them (fromProviderState values allowed); `sent` are what
 * the test's client sends, as the app would; `data` is the answer's data (matchers allowed).
 */
export async function operationPact<Data, Variables extends Record<string, unknown>>(
  pact: PactV4,
  interaction: {
    state: string;
    description: string;
    document: TypedDocumentNode<Data, Variables>;
    variables: Record<string, unknown>;
    sent: Variables;
    data: Record<string, unknown>;
    check: (data: Data | null | undefined) => void;
  },
) {
  const [definition] = interaction.document.definitions;
  if (definition?.kind !== 'OperationDefinition' || !definition.name)
    throw new Error('a named operation, please');
  const mutation = definition.operation === 'mutation';
  const document = addTypenameToDocument(interaction.document);
  const builder = pact
    .addGraphQLInteraction()
    .given(interaction.state)
    .uponReceiving(interaction.description)
    .withOperation(definition.name.value)
    .withVariables(interaction.variables)
    .withRequest('POST', '/graphql', (request) => {
      request.headers({ 'apollo-require-preflight': 'true' });
    });
  await (mutation ? builder.withMutation(document) : builder.withQuery(document))
    .willRespondWith(200, (response) => {
      response.headers(jsonHeaders);
      response.jsonBody({ data: interaction.data });
    })
    .executeTest(async (server) => {
      const client = clientFor(server.url);
      const answer = mutation
        ? await client.mutate({ mutation: interaction.document, variables: interaction.sent })
        : await client.query({ query: interaction.document, variables: interaction.sent });
      interaction.check(answer.data);
    });
}
