#!/usr/bin/env node
// `npm run build` (or `node scripts/build.mjs web|api`): the one artefact `npm start`, CI and the
// Dockerfile run.
// - web: `vite build` in apps/web — hashed assets, a .br and a .gz copy of each text asset, no
//   source maps (apps/web/vite.config.ts) — then the public pages' server renderer in
//   apps/web/dist/server (entry-server.tsx; the API imports it, never serves it).
// - api: esbuild, one ESM file per entry point in apps/api/dist (server.js, jobs-worker.js,
//   migrate.js, seed.js, user-create.js), with @app/shared compiled in and every node_modules
//   package left as an import, so `npm ci --omit=dev` is all a build needs at run time (checked
//   below against the production dependencies). The entries sit side by side in dist, and the
//   files the code opens next to itself (`new URL('./migrations', import.meta.url)`) are copied
//   next to them; the build fails if a bundle points at a file that is not there.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

import { apiDist, readStamp, root, stampFile } from './lib/build-state.mjs';

const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');

/** Output name → source, all written to apps/api/dist/<name>.js. */
const ENTRIES = {
  server: 'src/server.ts',
  'jobs-worker': 'src/cli/jobs-worker.ts',
  migrate: 'src/cli/migrate.ts',
  seed: 'src/cli/seed.ts',
  'user-create': 'src/cli/user-create.ts',
};
/** Runtime files the code opens by a path relative to itself: source (under apps/api) → dist. */
const ASSETS = {
  'src/db/migrations': 'migrations',
  'src/core/judge/supervisor.c': 'supervisor.c',
  'src/core/judge/KodeSchoolJudgeLauncher.java': 'KodeSchoolJudgeLauncher.java',
};

async function buildWeb() {
  const { build } = await import('vite');
  const configFile = path.join(webDir, 'vite.config.ts');
  await build({ root: webDir, configFile, logLevel: 'warn' });
  // The server renderer of the public pages, into dist/server (after: the app's build empties dist).
  await build({
    root: webDir,
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx' },
  });
}

/** Every bare import goes to node_modules at run time, except our own shared package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@app/shared' || args.path.startsWith('@app/shared/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function buildApi() {
  const esbuild = await import('esbuild');
  const entryPoints = {};
  for (const [name, file] of Object.entries(ENTRIES)) {
    if (existsSync(path.join(apiDir, file))) entryPoints[name] = path.join(apiDir, file);
    else console.warn(`build: ${file} does not exist yet; apps/api/dist/${name}.js not built`);
  }
  rmSync(apiDist, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints,
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // One self-contained file per entry: `import.meta.url` is then always apps/api/dist/<entry>.js.
    splitting: false,
    plugins: [externalPackages],
    tsconfig: path.join(apiDir, 'tsconfig.json'),
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });

  const deps = new Set(
    ['apps/api/package.json', 'packages/shared/package.json'].flatMap((f) =>
      Object.keys(readJson(path.join(root, f)).dependencies ?? {}),
    ),
  );
  const problems = [];
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    for (const { path: spec, external } of output.imports) {
      if (!external || isBuiltin(spec)) continue;
      const name = packageName(spec);
      if (!deps.has(name)) {
        problems.push(`${file} imports ${spec}, which is not a production dependency`);
      }
    }
  }

  for (const [from, to] of Object.entries(ASSETS)) {
    cpSync(path.join(apiDir, from), path.join(apiDist, to), { recursive: true });
  }
  for (const name of Object.keys(entryPoints)) {
    const code = readFileSync(path.join(apiDist, `${name}.js`), 'utf8');
    for (const [, rel] of code.matchAll(
      /new URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url\s*\)/g,
    )) {
      if (!existsSync(path.resolve(apiDist, rel))) {
        problems.push(
          `dist/${name}.js opens ${rel} next to itself: add it to ASSETS in scripts/build.mjs`,
        );
      }
    }
  }
  if (problems.length)
    throw new Error(`the API build is not runnable:\n  ${[...new Set(problems)].join('\n  ')}`);
}

const parts = process.argv.slice(2);
const wanted = parts.length ? parts : ['web', 'api'];
const unknown = wanted.filter((p) => p !== 'web' && p !== 'api');
if (unknown.length) {
  console.error(`usage: node scripts/build.mjs [web] [api]  (not: ${unknown.join(' ')})`);
  process.exit(2);
}
try {
  const stamp = readStamp();
  for (const part of wanted) {
    const started = Date.now();
    await (part === 'web' ? buildWeb() : buildApi());
    stamp[part] = started;
    console.log(`build: ${part} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  mkdirSync(apiDist, { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
} catch (error) {
  console.error(`build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
