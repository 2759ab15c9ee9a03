import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { Toaster } from '../components/notifications/toaster';
import { AuthContext, type AuthState } from '../lib/auth';
import { theme, type CurrentUser } from '../lib/shell-contract';

export const TRAVELLER: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  profileCompleted: true,
};

export interface RenderOptions {
  path?: string;
  auth?: Partial<AuthState>;
  mocks?: MockedResponse[];
}

/** Renders shell UI with the providers the app gives it: theme, toasts, a fixed sign-in state, router. */
export function renderWithShell(
  ui: ReactElement,
  { path = '/', auth, mocks = [] }: RenderOptions = {},
): RenderResult {
  const authState: AuthState = {
    user: null,
    status: 'ready',
    refresh: async () => auth?.user ?? null,
    ...auth,
  };
  return render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <NotificationsProvider>
          <AuthContext.Provider value={authState}>
            <MemoryRouter
              initialEntries={[path]}
              future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
            >
              {ui}
            </MemoryRouter>
          </AuthContext.Provider>
          <Toaster />
        </NotificationsProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
}
