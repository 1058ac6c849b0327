#!/usr/bin/env bash
# scripts/package.sh [OUT] — the deployable folder: the build (`npm run build` first) and the
# production dependencies only, installed by `npm ci --omit=dev` from the lock file.
#
# OUT defaults to .artefact/kodeschool. That path is stable on purpose: CI's probe step
# (scripts/probe.mjs), the multi-instance test and the Dockerfile all start the server from it.
# Layout (the repository's, minus sources and dev tools):
#   package.json, package-lock.json, {packages/shared,apps/api,apps/web}/package.json
#   apps/api/dist/   server.js, jobs-worker.js, migrate.js, seed.js, user-create.js, migrations/
#   apps/web/dist/   the web app with its .br/.gz copies
#   scripts/         start.mjs and cli.mjs (npm start, npm run db:migrate / user:create / worker)
#   node_modules/    what apps/api and packages/shared need at run time, nothing else
#   data/            empty: the default DATA_DIR (PGlite files, local uploads) when run from OUT
# Start it with `node apps/api/dist/server.js` (or `npm start`) from inside OUT; the worker with
# `node apps/api/dist/jobs-worker.js`, migrations with `node apps/api/dist/migrate.js`.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.artefact/kodeschool}
started=$(date +%s%N)

for built in apps/api/dist/server.js apps/web/dist/index.html; do
  if [ ! -f "$built" ]; then
    echo "package: $built is missing: run \`npm run build\` first" >&2
    exit 1
  fi
done
if find apps/web/dist -name '*.map' | grep -q .; then
  echo 'package: apps/web/dist has source maps; production output must not (vite.config.ts)' >&2
  exit 1
fi

rm -rf "$OUT"
mkdir -p "$OUT/scripts/lib" "$OUT/data"
cp package.json package-lock.json "$OUT/"
if [ -f .npmrc ]; then cp .npmrc "$OUT/"; fi
for ws in packages/shared apps/api apps/web; do
  mkdir -p "$OUT/$ws"
  cp "$ws/package.json" "$OUT/$ws/"
done
cp -R apps/api/dist "$OUT/apps/api/dist"
cp -R apps/web/dist "$OUT/apps/web/dist"
cp scripts/start.mjs scripts/cli.mjs "$OUT/scripts/"
cp scripts/lib/build-state.mjs "$OUT/scripts/lib/"

# Only the API's and the shared package's dependencies: the web app's are compiled into its
# bundle already. No install scripts run (no production dependency has one), and packages come
# from the npm cache when it holds them.
(
  cd "$OUT"
  npm ci --omit=dev --ignore-scripts --no-audit --no-fund --prefer-offline --loglevel=error \
    --workspace apps/api --workspace packages/shared
)

# A production install must not contain (and so the build must not need) the dev tools.
for dev in tsx vite esbuild drizzle-kit vitest typescript @playwright/test; do
  if [ -e "$OUT/node_modules/$dev" ]; then
    echo "package: $OUT/node_modules/$dev is a dev dependency but was installed" >&2
    exit 1
  fi
done

ms=$((($(date +%s%N) - started) / 1000000))
echo "package: $OUT ($(du -sh "$OUT" | cut -f1), node_modules $(du -sh "$OUT/node_modules" | cut -f1)) in ${ms} ms"
