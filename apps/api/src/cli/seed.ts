import { parseArgs } from 'node:util';

import { plural } from '@app/shared';

import { loadConfigOrExit } from '../core/config.ts';
import { createFileStore } from '../core/file-store.ts';
import { createDatabase } from '../db/client.ts';
import { seedIfEmpty, seedScale } from './seed/demo.ts';

// `npm run db:seed` seeds demo data into an empty database; `-- --scale 1000000` also adds
// that many generated students (benchmarks).
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('db:seed: --scale must be a whole number, e.g. --scale 1000000');
  process.exit(1);
}
const config = loadConfigOrExit();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const files = createFileStore(config);
try {
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { files });
  console.log(seeded ? 'Demo data seeded.' : 'Database not empty: demo data left as it is.');
  if (scale > 0) {
    const started = Date.now();
    await seedScale(database.db, scale);
    console.log(
      `Added up to ${plural(scale, 'generated student')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  files.close?.();
  await database.close();
}
