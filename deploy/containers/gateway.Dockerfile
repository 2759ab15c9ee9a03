# The gateway serves the checked-in supergraph (gateway/supergraph.graphql): no composition at start-up.
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY services/kit services/kit
COPY contracts contracts
COPY gateway gateway
RUN npm ci --omit=dev --workspace services/kit --workspace contracts --workspace gateway --include-workspace-root=false \
 && npm install --no-save tsx
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
