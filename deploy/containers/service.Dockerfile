# One image per subgraph, built from the repository root with its name and the port it listens on
# (`defaultPort` in services/<name>/src/definition.ts; deploy/compose.yaml passes both):
#   docker build -f deploy/containers/service.Dockerfile --build-arg SERVICE=trips --build-arg PORT=4002 -t byway/trips .
FROM node:24-slim AS build
ARG SERVICE
ARG PORT
# The sources run through tsx (they import './x.js', which Node's own type stripping does not map to .ts).
# Pinned to the version package-lock.json holds; deploy/containers/containers.test.ts keeps the two equal.
ARG TSX_VERSION=4.23.15
RUN test -n "${SERVICE}" && test -n "${PORT}" \
 || { echo 'build with --build-arg SERVICE=<name> --build-arg PORT=<its defaultPort>' >&2; exit 1; }
WORKDIR /app
# The whole workspace, so the lockfile matches it (.dockerignore keeps local data and installs out).
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund -w services/kit -w contracts -w services/${SERVICE} --include-workspace-root=false \
 && npm install --no-save --omit=dev --no-audit --no-fund tsx@${TSX_VERSION} \
      -w services/kit -w contracts -w services/${SERVICE} --include-workspace-root=false

FROM node:24-slim
ARG SERVICE
ARG PORT
# PORT is this service's default; `<NAME>_PORT` set at run time still wins (as in services/kit/src/service.ts).
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE} PORT=${PORT}
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/services/kit services/kit
COPY --from=build /app/contracts contracts
COPY --from=build /app/services/${SERVICE} services/${SERVICE}
COPY deploy/containers/healthcheck.mjs deploy/containers/healthcheck.mjs
# The image's `node` user (uid 1000), numeric so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "deploy/containers/healthcheck.mjs"]
# The tracing preload first: inert unless OTEL_EXPORTER_OTLP_ENDPOINT is set (README, "Observability").
CMD ["sh", "-c", "exec node --import tsx --import ./services/kit/src/observability/preload.ts services/${SERVICE}/src/main.ts"]
