// The shell's pages, loaded when first shown: the landing page (the one most visitors see first) stays in
// the first download, everything else comes in one chunk per route group. webpackChunkName puts a group's
// pages in one file, so opening /about then /privacy costs one request.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `lazy` for a named export (our components are named exports; React.lazy wants a default one). */
function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

/** The frame of every page but the landing page, the remote areas, and Apollo with them. */
const app = {
  layout: () => import(/* webpackChunkName: "app" */ './app-layout'),
  apollo: () => import(/* webpackChunkName: "app" */ './apollo-boundary'),
  remotes: () => import(/* webpackChunkName: "app" */ '../features/remotes/components/remote-slot'),
  notFound: () => import(/* webpackChunkName: "app" */ './routes/not-found'),
};
export const AppLayout = lazyNamed(async () => (await app.layout()).AppLayout);
export const ApolloBoundary = lazyNamed(async () => (await app.apollo()).ApolloBoundary);
export const RemoteSlot = lazyNamed(async () => (await app.remotes()).RemoteSlot);
export const NotFoundPage = lazyNamed(async () => (await app.notFound()).NotFoundPage);

export const LoginPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "login" */ '../features/login/components/login-page')).LoginPage,
);

export const AboutPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "marketing" */ '../features/marketing/components/about-page'))
      .AboutPage,
);
export const PricingPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "marketing" */ '../features/marketing/components/pricing-page'))
      .PricingPage,
);
export const PrivacyPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "marketing" */ '../features/marketing/components/privacy-page'))
      .PrivacyPage,
);
export const TermsPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "marketing" */ '../features/marketing/components/terms-page'))
      .TermsPage,
);

export const HelpPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "support" */ '../features/support/components/help-page')).HelpPage,
);
export const ContactPage = lazyNamed(
  async () =>
    (await import(/* webpackChunkName: "support" */ '../features/support/components/contact-page'))
      .ContactPage,
);
