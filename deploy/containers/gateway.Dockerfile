# The gateway serves the checked-in supergraph (gateway/supergraph.graphql): no composition at start-up.
#   docker build -f deploy/containers/gateway.Dockerfile -t byway/gateway .
FROM node:24-slim AS build
# Pinned to the version package-lock.json holds; deploy/containers/containers.test.ts keeps the two equal.
ARG TSX_VERSION=4.23.15
WORKDIR /app
# The whole workspace, so the lockfile matches it (.dockerignore keeps local data and installs out).
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund -w services/kit -w contracts -w gateway --include-workspace-root=false \
 && npm install --no-save --omit=dev --no-audit --no-fund tsx@${TSX_VERSION} \
      -w services/kit -w contracts -w gateway --include-workspace-root=false

FROM node:24-slim
# APOLLO_TELEMETRY_DISABLED: @apollo/gateway sends Apollo usage data unless it is set; the gateway sets it
# too (gateway/src/apollo-telemetry-off.ts), this keeps the image's own environment saying so.
ENV NODE_ENV=production HOST=0.0.0.0 GATEWAY_PORT=4000 APOLLO_TELEMETRY_DISABLED=true
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/services/kit services/kit
COPY --from=build /app/contracts contracts
COPY --from=build /app/gateway gateway
COPY deploy/containers/healthcheck.mjs deploy/containers/healthcheck.mjs
# The image's `node` user (uid 1000), numeric so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 4000
# Ready once every subgraph answers its /readyz (gateway/src/health.ts).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "deploy/containers/healthcheck.mjs"]
# The tracing preload first: inert unless OTEL_EXPORTER_OTLP_ENDPOINT is set (README, "Observability").
CMD ["node", "--import", "tsx", "--import", "./services/kit/src/observability/preload.ts", "gateway/src/main.ts"]
