import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runTenantCommand, TenantHostError } from '../modules/tenants/index.ts';

/**
 * `npm run tenants -- <command>`: tenants and their host names, on the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR), migrated first. Running servers see a change within
 * TENANT_CACHE_SECONDS.
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  for (const line of await runTenantCommand(handle.db, process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(error instanceof TenantHostError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
