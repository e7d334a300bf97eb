import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, ConfigError, loadConfig } from './config.ts';

/** Process entry: configuration → database (migrated, demo data on first start) → server → listen. */
function configuration(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // Told to the operator as a list of what to fix, without a stack trace (issue 26).
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configuration();
// The server's modules are loaded once the configuration is known good: a wrong setting is told in a moment.
const [{ buildApp }, { openDatabase }, { prepareDatabase }] = await Promise.all([
  import('./app.ts'),
  import('./db/client.ts'),
  import('./prepare-database.ts'),
]);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await prepareDatabase(database, config).catch(async (error: unknown) => {
  // A database this release must not serve is told in one line, as a wrong setting is, and the process ends.
  if (!(error instanceof Error && error.name === 'SchemaAheadError')) throw error;
  process.stderr.write(`${error.message}\n`);
  await database.close();
  process.exit(1);
});
const app = await buildApp(config, { database });

/**
 * Graceful stop (SIGTERM, SIGINT; issue 26 "Operating it"): `/ready` answers 503 at once (and keeps serving for
 * SHUTDOWN_DELAY_MS, so a balancer's probe takes the node out); then the listener closes (no new connections,
 * idle keep-alive ones closed) and every request in flight is answered; then the job workers stop fetching, the
 * job steps under way finish (up to the rest of SHUTDOWN_TIMEOUT_MS; what is still running then is failed and
 * retried by pg-boss on another node or the next start, so no claimed job is lost); then the pool closes and the
 * process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1 whatever is left.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  const left = () => Math.max(1000, config.shutdownTimeoutMs - (Date.now() - started));
  app.services.lifecycle.draining = true;
  app.log.info({ signal }, 'shutting down: draining');
  const forced = setTimeout(() => {
    app.log.error({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs + 2000);
  forced.unref();
  try {
    if (config.shutdownDelayMs > 0) await sleep(config.shutdownDelayMs);
    // While draining every answer says `Connection: close` (platform/lifecycle/draining.ts), so the connections
    // of the requests in flight end with their answers and the close does not wait for keep-alive timeouts.
    await app.close();
    app.log.info({ ms: Date.now() - started }, 'shutting down: requests finished');
    await app.services.jobs.stop({ timeoutMs: left() });
    app.log.info({ ms: Date.now() - started }, 'shutting down: job workers stopped');
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info({ ms: Date.now() - started }, 'stopped');
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
