# syntax=docker/dockerfile:1
#
# One image for every Atelier process. The command picks the process:
#   node dist/server/apps/gateway/src/main.js     (HTTP on PORT, default 3000)
#   node dist/server/apps/identity/src/main.js    (likewise catalogue, orders, admin, sync)
#   node dist/server/apps/embedded/src/main.js    (default: everything in one process, PGlite under /app/data)
#
#   docker build -t atelier .
#   docker run --rm -p 3000:3000 -v atelier-data:/app/data atelier          # embedded mode
#   docker compose up                                                     # distributed mode
#
# No HEALTHCHECK here on purpose: the image runs seven different roles and only some have an HTTP
# endpoint to probe (the gateway on PORT; services only when METRICS_PORT is set). docker-compose.yml
# and deploy/k8s define a check per role instead.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: install everything, compile server (swc) and SPA (Vite), then drop dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# Dependencies first, so source changes reuse this layer. Install scripts are skipped, as on the
# development machines (npm 11 allowScripts): argon2, sharp, @swc/core and esbuild load prebuilt
# binaries from their registry packages and need no script.
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --ignore-scripts

COPY . .
RUN npm run build \
 && test -d dist/server/apps \
 && test -d dist/web

RUN --mount=type=cache,target=/root/.npm \
    npm prune --omit=dev --no-audit --no-fund --ignore-scripts \
 && rm -rf .nx tmp coverage node_modules/.cache

# ---- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# tini as PID 1: forwards SIGTERM to node (graceful shutdown on docker stop / pod termination)
# and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    WEB_DIST=/app/dist/web

# The pruned workspace: dist/, production node_modules, package.json, and the apps/ and libs/ folders
# (for files read at run time, such as SQL migrations). Owned by root, so the app cannot rewrite its
# own code; only /app/data (images, uploads, PGlite in embedded mode) is writable by the app user.
COPY --from=build /app /app
RUN mkdir -p /app/data \
 && chown node:node /app/data

# The unprivileged user of the node image (uid 1000, gid 1000).
USER node

EXPOSE 3000 9464
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/apps/embedded/src/main.js"]
