import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Runs independent reads at once on the pool, but one after another inside a transaction: a transaction
 * holds one connection, and overlapping queries on one client are deprecated in node-postgres (refused from
 * pg 9 on) and would only queue anyway.
 */
export async function allOn<T>(executor: Executor, tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (!(executor instanceof PgTransaction)) return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}
