import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { Toaster } from '../components/notifications/toaster';
import { AuthProvider } from '../lib/auth';
import { theme } from '../lib/shell-contract';
import { GlobalStyle } from './global-style';

/**
 * Everything the shell owns and remotes share: theme, toasts, sign-in status. The Apollo client comes with
 * the pages that use it (apollo-boundary.tsx), so the landing page does not download it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <NotificationsProvider>
        <AuthProvider>{children}</AuthProvider>
        <Toaster />
      </NotificationsProvider>
    </ThemeProvider>
  );
}
