# syntax=docker/dockerfile:1
# The academy's server as a container image (issue 26): `docker build -t academy .`, then compose.yaml for two
# nodes, PostgreSQL and an S3-compatible store. The server is TypeScript run by tsx, as `npm start` runs it.

# ---- build: every dependency (dev included), then the web application's bundle --------------------------------
FROM node:20-bookworm AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
# The manifests first, so the install layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build --workspace apps/web

# ---- runtime: production dependencies only, ffmpeg for video, a user without privileges -----------------------
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=false \
    LOG_LEVEL=info
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# tsx runs the TypeScript server (it is the repository root's dev dependency, so --omit=dev leaves it out): the
# one development package the runtime keeps, copied with its own esbuild from the build stage.
COPY --from=build /app/node_modules/tsx node_modules/tsx
COPY packages/contracts/src packages/contracts/src
COPY packages/contracts/tsconfig.json packages/contracts/
COPY apps/server/src apps/server/src
COPY apps/server/tsconfig.json apps/server/
COPY tsconfig.base.json ./
COPY scripts scripts
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers. (Readiness, for a balancer, is GET /ready.) No curl in the slim image: node asks.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (main.ts: drain, finish, exit 0); give it SHUTDOWN_TIMEOUT_MS (25 s).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
