// One way to render a remote component as the shell would, shared by every remote's tests.
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/shell-contract';

export { renderInShell } from '@byway/web-ui/testing/render-in-shell';

/** Shows where the router went, so tests can assert a navigation: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders `ui` at `path` inside the shell's providers, with a probe of the current location, so a test can
 * follow the screen's own navigations (to '/', '/login', ...).
 */
export function renderAt(
  ui: ReactElement,
  { path, mocks = [] }: { path: string; mocks?: MockedResponse[] },
): RenderResult {
  return render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter
          initialEntries={[path]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}
