#!/usr/bin/env node
// `npm start`: the compiled server (apps/api/dist/server.js) with plain node, in this process.
// In a checkout it builds first when there is no build or a source is newer than the build, so
// `npm ci && npm start` works in one step; in a production install (no sources, no dev
// dependencies) it runs the build it was shipped with.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { apiDist, buildState, root } from './lib/build-state.mjs';

const state = buildState();
if (!state.fresh) {
  if (!state.canBuild) {
    console.error(
      `npm start: ${state.reason}, and this install cannot build one (no sources or no dev ` +
        'dependencies): run `npm ci && npm run build` in a checkout.',
    );
    process.exit(1);
  }
  console.log(`npm start: building first (${state.reason})…`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(apiDist, 'server.js')).href);
