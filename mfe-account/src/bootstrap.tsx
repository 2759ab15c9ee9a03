import '@byway/web-build/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@byway/web-build/standalone';
import Achievements from './app/achievements';
import Onboarding from './app/onboarding';
import Profile from './app/profile';
import ProfileSetup from './app/profile-setup';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp
      name="mfe-account"
      routes={[
        { path: '/', Component: Profile },
        { path: '/profile', Component: Profile },
        { path: '/onboarding', Component: Onboarding },
        { path: '/profile-setup', Component: ProfileSetup },
        { path: '/achievements', Component: Achievements },
      ]}
    />
  </StrictMode>,
);
