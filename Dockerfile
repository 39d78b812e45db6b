# syntax=docker/dockerfile:1
# PrepWard in a container: build everything in one stage, run the API (which also serves the
# web app) from a second one with production dependencies only, as the unprivileged 'node'.
# The start command is the one the browser tests run: node apps/api/dist/server.js.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only source changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only what the API needs at run time (the web app is served as built files).
RUN npm ci --omit=dev --workspace @prepward/api --no-audit --no-fund && npm cache clean --force
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database (when DATABASE_URL is unset), local uploads, the mail outbox.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
