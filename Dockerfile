# The served site as one image (docs/site.md, "Deploying"): built once, run the same way on every
# machine behind the load balancer. Build with the API's public address, the one the browser
# calls (it is built into the client):
#   docker build --build-arg API_BASE_URL=https://api.example.com/api/v1 -t forum-site .
#   docker run -p 4173:4173 -e SITE_URL=https://forum.example.com/ forum-site
ARG NODE_IMAGE=node:20-bookworm-slim

# The package files and the lockfile: what both installs read.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /site
COPY package.json package-lock.json ./
COPY packages/api/package.json packages/api/
COPY packages/forum-ui/package.json packages/forum-ui/
COPY mocks/package.json mocks/
COPY app/package.json app/

# 1. Everything installed, the site built into app/dist-server.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
ARG API_BASE_URL
RUN test -n "$API_BASE_URL" || { echo 'Set --build-arg API_BASE_URL=<the API public address>'; exit 1; }
RUN API_BASE_URL="$API_BASE_URL" npm run build

# 2. The production dependencies only: no Vite, MSW or test tool.
FROM manifests AS dependencies
RUN npm ci --omit=dev --no-audit --no-fund

# 3. What runs: those dependencies, the server and the build, as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=4173
WORKDIR /site
COPY --from=dependencies /site ./
COPY app/server/start.mjs app/server/server.mjs app/server/pageCache.mjs app/server/loadAfterPaint.js app/server/
COPY --from=build /site/app/dist-server app/dist-server
USER node
EXPOSE 4173
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "app/server/start.mjs"]
