# syntax=docker/dockerfile:1
# The site as one image: the built web app (prerendered HTML and assets) served by the Fastify server.
# Stateless when DATABASE_URL points at PostgreSQL; run as many containers as you like behind a TLS proxy
# (see docs/deploy.md). Without DATABASE_URL it uses the embedded database in /data (one container only).

# The workspace manifests alone, so dependency layers are cached until a package.json or the lock changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only what the server needs at run time: its production dependencies, its bundle and the web build.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace @app/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The web build's server entry (self-contained): the server renders the App Store, the docs search results and
# form pages answering a refused post with the site's React components.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
