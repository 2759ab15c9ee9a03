# One image per subgraph: docker build -f deploy/containers/service.Dockerfile --build-arg SERVICE=trips .
FROM node:24-slim
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE=${SERVICE}
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY services/kit services/kit
COPY services/${SERVICE} services/${SERVICE}
RUN npm ci --omit=dev --workspace services/kit --workspace services/${SERVICE} --include-workspace-root=false \
 && npm install --no-save tsx
USER node
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/main.ts"]
