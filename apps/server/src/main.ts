import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare-database.ts';

/** Process entry: configuration → database (migrated, demo data on first start) → server → listen. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await prepareDatabase(database, config);
const app = await buildApp(config, { database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await app.services.jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Every server process runs workers; pg-boss hands each job to one of them (SKIP LOCKED). JOBS=enqueue-only
// queues jobs in the engine's tables without working them.
if (config.jobs) await app.services.jobs.start({ workers: config.jobs === true });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = config.publicUrl.includes(`:${config.port}`)
  ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
  : config.publicUrl;
console.log(`\nAcademy is running at ${base}  (API docs: ${base}/api/docs)`);
console.log(`Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
if (seeded.accounts.length > 0) {
  console.log(`Sign in at ${base}/login with password "${seeded.password}":`);
  for (const account of seeded.accounts) console.log(`  ${account.email.padEnd(30)} ${account.description}`);
}
