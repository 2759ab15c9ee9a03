// Docker HEALTHCHECK of the Node images: GET /readyz on the port the process listens on, read from the
// same variables it reads (services/kit/src/service.ts: `<NAME>_PORT`, else PORT; the gateway:
// GATEWAY_PORT), so a port changed at run time moves the probe with it. Exit 0 healthy, 1 not.
const service = process.env.SERVICE;
const port = service
  ? (process.env[`${service.toUpperCase()}_PORT`] ?? process.env.PORT)
  : process.env.GATEWAY_PORT;

if (!port) {
  console.error('healthcheck: no port variable is set (SERVICE with PORT, or GATEWAY_PORT)');
  process.exit(1);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
