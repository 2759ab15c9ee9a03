import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { Toaster } from '../components/notifications/toaster';
import { createApolloClient } from '../lib/apollo-client';
import { AuthProvider } from '../lib/auth';
import { theme } from '../lib/shell-contract';
import { GlobalStyle } from './global-style';

/** Everything the shell owns and remotes share: Apollo client, theme, toasts, sign-in status. */
export function AppProvider({ children, client }: { children: ReactNode; client?: ApolloClient<unknown> }) {
  const [apolloClient] = useState(() => client ?? createApolloClient());
  return (
    <ApolloProvider client={apolloClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <NotificationsProvider>
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </NotificationsProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
