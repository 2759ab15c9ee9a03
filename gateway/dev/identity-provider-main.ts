import { startIdentityProvider } from './identity-provider.js';

// `tsx gateway/dev/identity-provider-main.ts`: the local OpenID provider the gateway's /api/login uses in dev.
// Anyone can sign in as anyone with it, so it refuses to start unless NODE_ENV says development or test.
if (process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test') {
  console.error(
    'identity provider: refusing to start outside NODE_ENV=development or test (anyone could sign in)',
  );
  process.exit(1);
}
const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4010);
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const issuer = process.env.OIDC_ISSUER_URL ?? `http://localhost:${port}`;

startIdentityProvider({
  port,
  issuer,
  redirectUris: [new URL('/api/callback', publicUrl).href],
  host: process.env.OIDC_PROVIDER_HOST ?? '127.0.0.1',
  clientId: process.env.OIDC_CLIENT_ID,
  clientSecret: process.env.OIDC_CLIENT_SECRET,
})
  .then((running) => {
    console.log(`dev identity provider: ${running.issuer} (sign in with any login and password)`);
    const stop = () => void running.stop().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    console.error(
      `identity provider: failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
