import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL statements a unit of work runs. Tests use it to prove that list endpoints run a
 * bounded number of queries whatever the page size.
 */
type Counter = { count: number; statements: string[]; parameters: unknown[][] };
const storage = new AsyncLocalStorage<Counter>();

export function recordQuery(sql: string, parameters: unknown[] = []): void {
  const counter = storage.getStore();
  if (!counter) return;
  counter.count += 1;
  counter.statements.push(sql);
  counter.parameters.push(parameters);
}

export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T } & Counter> {
  const counter: Counter = { count: 0, statements: [], parameters: [] };
  const result = await storage.run(counter, work);
  return { result, ...counter };
}

/** Lets a test count the queries of requests made through app.inject (which run in the same async context). */
export function currentCounter(): Counter | undefined {
  return storage.getStore();
}
