// How every remote runs on its own (npm run dev -w <remote>): the providers the shell would give it.
import { ApolloProvider } from '@apollo/client';
import { StrictMode, useCallback, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import type { CurrentUser, Notify, RemoteProps, ToastInput } from '@byway/contracts/remote-props';
import { theme } from '@byway/web-ui/theme';
import { createStandaloneApolloClient } from './apollo-client';
import { fetchStandaloneUser } from './current-user';
import { StandaloneGlobalStyle } from './global-style';

const Banner = styled.div`
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Toast = styled.div<{ $destructive: boolean }>`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  max-width: 24rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};

  p {
    margin: 0;
  }
`;

/**
 * This remote on its own (npm run dev -w <remote>): its own Apollo client, theme, router and a minimal
 * toast, standing in for what the shell provides in production. Used for development and e2e debugging.
 */
export function StandaloneApp({
  name,
  routes,
}: {
  name: string;
  routes: { path: string; Component: ComponentType<RemoteProps> }[];
}) {
  const [client] = useState(createStandaloneApolloClient);
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [ready, setReady] = useState(false);
  const [toast, setToast] = useState<ToastInput | null>(null);

  useEffect(() => {
    void fetchStandaloneUser().then((loaded) => {
      setUser(loaded);
      setReady(true);
    });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), 5000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const notify = useCallback<Notify>((input) => setToast(input), []);

  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <StandaloneGlobalStyle />
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Banner>
            Standalone {name}: {user ? `signed in as ${user.email}` : 'signed out'}. Other areas of Byway live
            in the shell (http://localhost:3000).
          </Banner>
          <Main>
            {ready ? (
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component user={user} notify={notify} />} />
                ))}
                <Route
                  path="*"
                  element={<p>This address belongs to another part of Byway; open it in the shell.</p>}
                />
              </Routes>
            ) : (
              <p role="status">Loading...</p>
            )}
          </Main>
          <section aria-label="Notifications" aria-live="polite">
            {toast && (
              <Toast $destructive={toast.variant === 'destructive'}>
                <p>
                  <strong>{toast.title}</strong>
                </p>
                {toast.description && <p>{toast.description}</p>}
              </Toast>
            )}
          </section>
        </BrowserRouter>
      </ThemeProvider>
    </ApolloProvider>
  );
}

/**
 * A remote's standalone bootstrap (after it imports '@byway/web-build/strict-csp'): renders StandaloneApp
 * with these routes into the page's #root, in StrictMode.
 */
export function mountStandalone(
  name: string,
  routes: { path: string; Component: ComponentType<RemoteProps> }[],
) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp name={name} routes={routes} />
    </StrictMode>,
  );
}
