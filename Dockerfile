# syntax=docker/dockerfile:1
#
# KodeSchool in two images from one build (docs/deployment.md):
#   docker build -t kodeschool .                          web server (the default target, "web")
#   docker build -t kodeschool-worker --target worker .   jobs worker with the judge's toolchains
#
# Every RUN step is a script CI runs as well (.ci/run, then `npm test`: npm ci, the "build",
# "package" and "probe" steps), so the image is made exactly as CI makes and starts the
# packaged folder (.artefact/kodeschool). Our machines have no Docker engine: the image build
# itself is not exercised in CI.

ARG NODE_VERSION=22

# ---- build: dev dependencies, the compiled build, then the production-only folder -------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && bash scripts/package.sh

# ---- web: the compiled server with production dependencies only, as a non-root user ----------
FROM node:${NODE_VERSION}-bookworm-slim AS web
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# The code belongs to root (read-only for the server); only the data folder to the node user.
COPY --from=build /src/.artefact/kodeschool ./
COPY --from=build --chown=node:node /src/.artefact/kodeschool/data ./data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]

# ---- worker: the jobs worker (judging, bulk e-mail, certificates) with the judge's sandbox ----
# The sandbox (bubblewrap) needs user namespaces, mounts and its own /proc inside the container:
# see docs/deployment.md ("The coding judge") for the security options, or set JUDGE0_URL.
FROM web AS worker
USER root
COPY scripts/install-judge-toolchains.sh /tmp/install-judge-toolchains.sh
RUN bash /tmp/install-judge-toolchains.sh && rm /tmp/install-judge-toolchains.sh
USER node
HEALTHCHECK NONE
CMD ["node", "apps/api/dist/jobs-worker.js"]
