import '@byway/web-build/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@byway/web-build/standalone';
import Dashboard from './app/dashboard';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp name="mfe-trips" routes={[{ path: '/', Component: Dashboard }]} />
  </StrictMode>,
);
