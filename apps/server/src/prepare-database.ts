import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { SchemaAheadError, schemaState } from './db/schema-version.ts';
import { seedDemo } from './demo/demo.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo/demo-accounts.ts';
import { writeDemoMedia } from './demo/write-demo-media.ts';
import { createFileStorage } from './platform/storage/index.ts';

/**
 * Migrates (under an advisory lock on PostgreSQL: nodes starting together migrate once), refuses a database a
 * newer release has migrated further than this code knows — serving it with older code would write rows its
 * schema no longer means — then loads the demo data (rows, and its media files) into an empty database when SEED_DEMO is on,
 * with its history when DEMO_HISTORY is on too.
 */
export async function prepareDatabase(database: DatabaseHandle, config: Config) {
  await database.migrate();
  if ((await schemaState(database.db)) === 'ahead') throw new SchemaAheadError();
  if (!config.seedDemo) return { accounts: [], password: DEMO_PASSWORD };
  await seedDemo(database.db, { history: config.demoHistory });
  await writeDemoMedia(createFileStorage(config));
  return { accounts: demoAccounts, password: DEMO_PASSWORD };
}
