# One image per front-end (the shell or a remote), built from the repository root:
#   docker build -f deploy/containers/front-end.Dockerfile --build-arg APP=mfe-trips -t byway/mfe-trips .
FROM node:24-slim AS build
ARG APP
RUN test -n "${APP}" || { echo 'build with --build-arg APP=shell|mfe-trips|mfe-discovery|mfe-account' >&2; exit 1; }
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${APP}
# Only the shell proxies /api and /graphql to the gateway (deploy/containers/shell-gateway.nginx.conf);
# a remote's files are read by the shell from another origin (remote-files.nginx.conf).
RUN mkdir -p /out/byway \
 && if [ "${APP}" = shell ]; then cp deploy/containers/shell-gateway.nginx.conf /out/byway/; \
    else cp deploy/containers/remote-files.nginx.conf /out/byway/; fi

# nginx as its unprivileged user (uid 101) on port 8080; pid and temporary files in /tmp.
FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY --from=build /out/byway /etc/nginx/byway
COPY deploy/containers/front-end.nginx.conf /etc/nginx/conf.d/default.conf
# Reads the remotes' origins for the pages' CSP from remotes.json at each start (before nginx).
COPY --chmod=755 deploy/containers/remote-origins.sh /docker-entrypoint.d/40-byway-remote-origins.sh
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/readyz"]
