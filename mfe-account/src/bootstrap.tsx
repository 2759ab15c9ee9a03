import '@byway/web-build/strict-csp';
import { mountStandalone } from '@byway/web-build/standalone';
import Achievements from './app/achievements';
import Onboarding from './app/onboarding';
import Profile from './app/profile';
import ProfileSetup from './app/profile-setup';

mountStandalone('mfe-account', [
  { path: '/', Component: Profile },
  { path: '/profile', Component: Profile },
  { path: '/onboarding', Component: Onboarding },
  { path: '/profile-setup', Component: ProfileSetup },
  { path: '/achievements', Component: Achievements },
]);
