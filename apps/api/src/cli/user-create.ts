import { parseArgs } from 'node:util';

import { loadConfig } from '../core/config.ts';
import { createDatabase } from '../db/client.ts';
import { createOrPromoteUser } from './user-create.service.ts';

const USAGE =
  'Usage: npm run user:create -- --phone 9000000001 --role super_admin --name "Asha Rao" [--email a@b.in]';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        phone: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    await database.migrate();
    const result = await createOrPromoteUser(database.db, values);
    console.log(
      `${result.created ? 'Created' : 'Updated'} ${result.user.role} ${result.user.firstName} ${result.user.lastName} (+91 ${result.user.phoneNumber}), id ${result.user.id}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`user:create failed: ${error.message}`);
  process.exit(1);
});
