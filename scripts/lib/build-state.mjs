// Whether `npm run build`'s output is there and newer than the sources it was made from.
// Plain JavaScript on purpose: `npm start` reads it before anything is compiled, and a
// production install (no tsx, no sources) carries it too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const apiDist = path.join(root, 'apps/api/dist');
export const webDist = path.join(root, 'apps/web/dist');
/** When each part was last built (ms since epoch, taken as its build started). */
export const stampFile = path.join(apiDist, 'build-info.json');

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
/** What each part is built from; a newer file (or a folder whose entries changed) means stale. */
export const inputs = {
  api: ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...shared],
  web: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    ...shared,
  ],
};
/** The files that say a part exists at all. */
export const outputs = {
  api: path.join(apiDist, 'server.js'),
  web: path.join(webDist, 'index.html'),
};

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === '__tests__';

/** The newest modification time under `p` (files and folders; tests left out), or 0. */
function newest(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  let latest = st.mtimeMs;
  if (st.isDirectory()) {
    for (const name of readdirSync(p)) {
      if (name === 'node_modules' || name === 'dist' || isTest(name)) continue;
      latest = Math.max(latest, newest(path.join(p, name)));
    }
  }
  return latest;
}

export function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * `{ fresh, canBuild, reason }`: fresh when both parts are built and no source is newer than its
 * build. A production install has no sources (canBuild false): its build is taken as it is.
 */
export function buildState() {
  const canBuild =
    existsSync(path.join(root, 'apps/api/src')) && existsSync(path.join(root, 'node_modules/vite'));
  const stamp = readStamp();
  for (const part of ['api', 'web']) {
    if (!existsSync(outputs[part]))
      return { fresh: false, canBuild, reason: `no ${part} build yet` };
    if (!canBuild) continue;
    const built = Number(stamp[part] ?? 0);
    const changed = Math.max(...inputs[part].map((p) => newest(path.join(root, p))));
    if (changed > built)
      return { fresh: false, canBuild, reason: `${part} sources changed since the last build` };
  }
  return { fresh: true, canBuild, reason: 'up to date' };
}
