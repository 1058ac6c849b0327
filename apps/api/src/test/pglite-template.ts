/**
 * Vitest global setup for the PGlite API tests: migrates one in-memory PGlite and dumps its data
 * directory to a temporary file once per run. Each test file's fresh database then starts from a
 * copy of it (PGLITE_TEMPLATE) instead of running initdb and every migration again: about 0.6 s
 * instead of 3–4 s per file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createDatabase, dumpPglite } from '../db/client.ts';

export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodeschool-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const database = await createDatabase({ dataDir: 'memory://' });
  await database.migrate();
  writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
