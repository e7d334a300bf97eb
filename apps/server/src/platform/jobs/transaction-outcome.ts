import type { Database } from '../../db/client.ts';
import { runUnawaited } from '../auth/unawaited-work.ts';
import type { SqlRunner } from './sql-runner.ts';
import { transactionSql } from './transaction-sql.ts';

/** The advisory-lock class of transactions waited for here (any constant; the second key is from the xid). */
const outcomeLockClass = 0x74786f63;

export type TransactionOutcome = 'committed' | 'rolled back';

/**
 * Runs `work` in this process once the transaction `tx` has ended, told whether it committed. For what may
 * only follow a commit yet cannot be a queued job (a job run inline while the engine is off, the clean-up
 * of objects a rolled-back write stored): it lives in memory, so a crash loses it; anything that must
 * happen is a job enqueued in `tx` instead (DESIGN §11).
 *
 * How: `tx` takes a transaction-scoped advisory lock keyed by its own transaction id; the follow-up waits
 * for the same lock in a transaction of its own (on PGlite the single connection already makes it wait), so
 * it starts only when `tx` has ended, and then asks PostgreSQL for that transaction id's status. Nothing
 * about the caller's rows needs to be known. `settled` waits with `unawaitedWorkSettled()`.
 */
export async function whenTransactionEnds(
  tx: SqlRunner,
  db: Database,
  what: string,
  work: (outcome: TransactionOutcome) => Promise<void>,
): Promise<void> {
  const [row] = (await tx.executeSql('select txid_current()::text as xid')).rows;
  const xid = String(row.xid);
  const key = Number(BigInt(xid) % 2147483647n);
  await tx.executeSql('select pg_advisory_xact_lock($1, $2)', [outcomeLockClass, key]);
  runUnawaited(what, async () => {
    const status = await db.transaction(async (own) => {
      const sql = transactionSql(own);
      await sql.executeSql('select pg_advisory_xact_lock($1, $2)', [outcomeLockClass, key]);
      const found = await sql.executeSql('select txid_status($1::bigint) as status', [xid]);
      return String(found.rows[0]?.status);
    });
    await work(status === 'committed' ? 'committed' : 'rolled back');
  });
}
