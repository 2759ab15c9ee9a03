// Imported first by app.ts, before '@apollo/gateway': a self-hosted platform sends nothing outside without
// the operator's say. Unless APOLLO_TELEMETRY_DISABLED is 'true' or '1', every ApolloGateway starts an
// exporter that probes the cloud metadata addresses (169.254.169.254, 100.100.100.200,
// metadata.google.internal) at once and reports OS, CPU, memory and uptime to Apollo's servers every hour.
// An operator who wants to send it sets APOLLO_TELEMETRY_DISABLED=false; unset or empty means off.

/** Turns Apollo's usage exporter off unless the operator chose a value; returns the value in force. */
export function apolloTelemetryOffByDefault(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.APOLLO_TELEMETRY_DISABLED) env.APOLLO_TELEMETRY_DISABLED = 'true';
  return env.APOLLO_TELEMETRY_DISABLED;
}

apolloTelemetryOffByDefault();
