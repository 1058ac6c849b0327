#!/usr/bin/env node
// `npm run user:create | db:migrate | db:seed | worker -- …` (node scripts/cli.mjs <name> …):
// in a checkout with dev dependencies, the command from its TypeScript source under tsx (always
// current, no build needed); in a production install (no tsx), the compiled one in
// apps/api/dist. Same arguments, same environment, same exit code either way.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { apiDist, root } from './lib/build-state.mjs';

const COMMANDS = ['user-create', 'migrate', 'seed', 'jobs-worker'];
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`usage: node scripts/cli.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
const source = path.join(root, 'apps/api/src/cli', `${name}.ts`);
const compiled = path.join(apiDist, `${name}.js`);
if (existsSync(source) && existsSync(path.join(root, 'node_modules/tsx'))) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', source, ...args], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
if (!existsSync(compiled)) {
  console.error(`${name}: no build at ${compiled}; run \`npm run build\` first.`);
  process.exit(1);
}
// The command reads its own arguments from process.argv (parseArgs), as if started directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
