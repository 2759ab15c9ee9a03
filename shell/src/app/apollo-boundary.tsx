import { ApolloProvider, getApolloContext, type ApolloClient } from '@apollo/client';
import { useContext, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client';

// The landing page asks nothing of the gateway, so Apollo (about 95 KB compressed with graphql) loads only
// with the pages that do: this boundary is part of their lazily loaded code (lazy-pages.ts).

/** One client for the page's life, whichever page mounts the boundary first. */
let pageClient: ApolloClient<unknown> | undefined;

/** Gives its pages Byway's Apollo client, unless a provider above already gives one (tests' mocks). */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return <>{children}</>;
  pageClient ??= createApolloClient();
  return <ApolloProvider client={pageClient}>{children}</ApolloProvider>;
}
