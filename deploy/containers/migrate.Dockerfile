# The database migrations (migrations/, README "Database migrations") as a one-shot image: the Kubernetes
# Job (deploy/k8s/migrate-job.yaml) and compose's `migrate` service run it before the services start.
#   docker build -f deploy/containers/migrate.Dockerfile -t byway/migrate .
FROM node:24-slim AS build
# Pinned to the versions package-lock.json holds (migrate-mongo and the driver mongoose uses).
ARG MIGRATE_MONGO_VERSION=14.0.7
ARG MONGODB_VERSION=6.20.0
WORKDIR /app
RUN echo '{ "private": true, "type": "module" }' > package.json \
 && npm install --omit=dev --no-audit --no-fund migrate-mongo@${MIGRATE_MONGO_VERSION} mongodb@${MONGODB_VERSION}

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY migrations migrations
# The image's `node` user (uid 1000), numeric so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# MONGODB_URI names the server; the changelog (byway_migrations) says what already ran.
CMD ["node", "node_modules/migrate-mongo/bin/migrate-mongo.js", "up", "-f", "migrations/migrate-mongo-config.mjs"]
