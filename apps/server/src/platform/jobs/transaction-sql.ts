import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SqlRunner } from './sql-runner.ts';

/**
 * SQL text with `$n` parameters (what pg-boss writes) run through a drizzle transaction, so jobs are queued in
 * the transaction of the writes they belong to: committed together, or rolled back together.
 */
export function transactionSql(tx: Executor): SqlRunner {
  return {
    async executeSql(text, values = []) {
      // Each value is one parameter (`sql.param`): an array stays an array, not a list of parameters.
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
