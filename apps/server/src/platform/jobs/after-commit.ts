import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { runUnawaited } from '../auth/unawaited-work.ts';
import type { Services } from '../services.ts';

/** The default advisory-lock class of this helper (any constant; the second key is the caller's). */
const defaultLockClass = 0x75736572;

/**
 * Runs `work` once the transaction `tx` has committed, and never when it rolled back — for a resource hook,
 * which runs inside a transaction the generic routes own, yet must not mail anyone about (or start a job for)
 * a change that did not happen. The hook takes a transaction-scoped advisory lock on `key`; the work,
 * unawaited, waits for the same lock in a transaction of its own (on PGlite, for the single connection), so
 * it starts only when `tx` has ended, and then asks `committed` whether `tx`'s writes are there. Callers of
 * different kinds pass their own `lockClass`, so equal keys (row ids of different tables) never wait for each
 * other.
 */
export async function afterCommit(
  tx: Executor,
  services: Services,
  input: {
    what: string;
    key: number;
    lockClass?: number;
    committed(db: Executor): Promise<boolean>;
    work(): Promise<void>;
  },
): Promise<void> {
  const lockClass = input.lockClass ?? defaultLockClass;
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${input.key})`);
  runUnawaited(input.what, async () => {
    const committed = await services.db.transaction(async (db) => {
      await db.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${input.key})`);
      return input.committed(db);
    });
    if (committed) await input.work();
  });
}
