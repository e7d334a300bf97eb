import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readiness } from '@academy/contracts/entities/health';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/client.ts';
import { queryRows } from '../../db/raw-sql.ts';
import type { Services } from '../services.ts';

type Check = Readiness['checks'][keyof Readiness['checks']];

/** How long one check may take before it counts as failed: a readiness probe must answer, not hang. */
const CHECK_TIMEOUT_MS = 3000;

/** The migrations this code knows (drizzle's journal): how many, and when the last was made. */
function knownMigrations(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(...journal.entries.map((entry) => entry.when)) };
}

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
  const known = knownMigrations();
  const [database, migrations, storage] = await Promise.all([
    passes(async () => {
      await services.db.execute(sql`select 1`);
      return true;
    }),
    passes(async () => {
      const [applied] = await queryRows<{ count: number; last: string | null }>(
        services.db,
        sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      );
      return applied.count === known.count && Number(applied.last) === known.last;
    }),
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
