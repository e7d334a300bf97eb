import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { runUnawaited } from '../../../platform/auth/unawaited-work.ts';
import type { Services } from '../../../platform/services.ts';

/** The advisory-lock class of media intake (any constant; the second key is the media id). */
const lockClass = 0x6d656469;

/**
 * Runs `committed` or `rolledBack` once the caller's transaction `tx` has ended: the files of a media row are
 * stored before the rows, so a transaction that rolls back later (another field of the form was wrong) must
 * take its objects with it, and a committed one may then drop the objects it replaced or start a transcode.
 * `tx` takes a transaction-scoped advisory lock on the media id; the follow-up, unawaited, waits for the
 * same lock in a transaction of its own (on PGlite, for the single connection), so it starts only when `tx`
 * has ended, then asks `isCommitted` whether `tx`'s writes are there (the technique of platform/jobs/after-commit.ts).
 */
export async function whenTransactionEnds(
  tx: Executor,
  services: Services,
  input: {
    what: string;
    mediaId: number;
    isCommitted(db: Executor): Promise<boolean>;
    committed(): Promise<void>;
    rolledBack(): Promise<void>;
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${input.mediaId})`);
  runUnawaited(input.what, async () => {
    const committed = await services.db.transaction(async (db) => {
      await db.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${input.mediaId})`);
      return input.isCommitted(db);
    });
    await (committed ? input.committed() : input.rolledBack());
  });
}
