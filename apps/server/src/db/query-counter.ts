/**
 * Counts the SQL statements a unit of work runs. Tests use it to prove that list endpoints run a
 * bounded number of queries whatever the page size; the bench uses it to replay a request's SQL.
 *
 * It records every statement the process runs while the work is under way (not per async context:
 * Fastify's inject does not carry an AsyncLocalStorage store into the request), so count one piece of
 * work at a time — as a test file does.
 */
type Counter = { count: number; statements: string[]; parameters: unknown[][] };
let active: Counter | null = null;

export function recordQuery(sql: string, parameters: unknown[] = []): void {
  if (!active) return;
  active.count += 1;
  active.statements.push(sql);
  active.parameters.push(parameters);
}

export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T } & Counter> {
  if (active) throw new Error('countQueries does not nest');
  const counter: Counter = { count: 0, statements: [], parameters: [] };
  active = counter;
  try {
    const result = await work();
    return { result, ...counter };
  } finally {
    active = null;
  }
}
