import type { Readiness } from '@academy/contracts/entities/health';
import { sql } from 'drizzle-orm';
import { schemaState } from '../../db/schema-version.ts';
import type { Services } from '../services.ts';

type Check = Readiness['checks'][keyof Readiness['checks']];

/** How long one check may take before it counts as failed: a readiness probe must answer, not hang. */
const CHECK_TIMEOUT_MS = 3000;

async function passes(check: () => Promise<boolean>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process may be sent traffic (issue 26 "Operating it"). The migrations must be exactly the ones
 * the code knows: fewer is a start that has not migrated, more is a database a newer release has moved on,
 * whose schema this code must not serve.
 */
export async function checkReadiness(services: Services): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    passes(async () => {
      await services.db.execute(sql`select 1`);
      return true;
    }),
    passes(async () => (await schemaState(services.db)) === 'current'),
    passes(async () => {
      // A key of its own per process, so two nodes probing the same bucket never remove each other's.
      const key = `health/ready-probe-${process.pid}`;
      await services.storage.put(key, 'ready');
      await services.storage.delete(key);
      return true;
    }),
  ]);
  const jobs: Check = services.config.jobs === true ? (services.jobs.running ? 'ok' : 'failed') : 'off';
  const checks = { database, migrations, storage, jobs };
  // A stopping process (SIGTERM) is not ready whatever its checks say: the balancer moves traffic away while
  // it finishes what it has (main.ts). `not_ready` with every check `ok` is how a draining node answers.
  const failed = Object.values(checks).includes('failed') || services.lifecycle.draining;
  return { status: failed ? 'not_ready' : 'ready', checks };
}
