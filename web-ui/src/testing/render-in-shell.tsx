import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

/** Renders a remote component inside what the shell provides: Apollo (mocked), theme, router. */
export function renderInShell(
  ui: ReactElement,
  { mocks = [] }: { mocks?: MockedResponse[] } = {},
): RenderResult {
  return render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}
