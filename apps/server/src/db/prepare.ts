import type { Config } from '../config.ts';
import { createFileStorage } from '../platform/storage/index.ts';
import type { DatabaseHandle } from './client.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { writeDemoMedia } from './seed/write-demo-media.ts';

/** Migrates, then loads the demo data (rows, and its media files) into an empty database when SEED_DEMO is on. */
export async function prepareDatabase(database: DatabaseHandle, config: Config) {
  await database.migrate();
  if (!config.seedDemo) return { accounts: [], password: DEMO_PASSWORD };
  await seedDemo(database.db);
  await writeDemoMedia(createFileStorage(config));
  return { accounts: demoAccounts, password: DEMO_PASSWORD };
}
