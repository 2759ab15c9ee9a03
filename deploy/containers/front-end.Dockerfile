# One image per front-end (shell or a remote): docker build -f deploy/containers/front-end.Dockerfile --build-arg APP=mfe-trips .
FROM node:24-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY deploy/containers/front-end.nginx.conf /etc/nginx/conf.d/default.conf
