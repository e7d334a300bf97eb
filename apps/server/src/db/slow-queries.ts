import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Slow statements in the log (issue 26 "Operating it"): every statement the server runs, on PGlite and on
 * PostgreSQL, is timed where it is executed, and one that takes SLOW_QUERY_MS or longer is logged (warn) with
 * its time and its text — placeholders only, never the values (DESIGN §9). The log is the process's: the last
 * app built (`buildApp`) reports to its logger; until then, and with a threshold of 0, nothing is logged.
 */
type SlowQueryLog = { warn(details: object, message: string): void };
let sink: { thresholdMs: number; log: SlowQueryLog } | null = null;

export function reportSlowQueries(thresholdMs: number, log: SlowQueryLog): void {
  sink = thresholdMs > 0 ? { thresholdMs, log } : null;
}

/** The statement as logged: whitespace folded, cut at 1,000 characters. */
const statementOf = (text: unknown) =>
  String(typeof text === 'object' && text !== null && 'text' in text ? text.text : text)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);

function observe(text: unknown, started: number): void {
  if (!sink) return;
  const ms = performance.now() - started;
  if (ms < sink.thresholdMs) return;
  sink.log.warn({ slowQuery: { ms: Math.round(ms), statement: statementOf(text) } }, 'slow query');
}

/** Times a call that returns a promise (or throws): the time counts whether the statement worked or failed. */
function timed<T>(text: unknown, run: () => Promise<T>): Promise<T> {
  if (!sink) return run();
  const started = performance.now();
  return run().finally(() => observe(text, started));
}

/**
 * PGlite's client as drizzle and pg-boss use it, with `query`, `exec` and the queries of a transaction timed.
 * A proxy, not a patched instance: PGlite's methods use private fields, so they are called on the instance itself.
 */
export function timedPglite(client: PGlite): PGlite {
  const timedTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query' || property === 'exec') {
          const method = Reflect.get(target, property) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => timed(args[0], () => method.apply(target, args));
        }
        return Reflect.get(target, property);
      },
    });
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) => timed(args[0], () => value.apply(target, args));
      if (property === 'transaction')
        return (work: (tx: Transaction) => Promise<unknown>) =>
          value.call(target, (tx: Transaction) => work(timedTransaction(tx)));
      return value.bind(target);
    },
  });
}

/**
 * PostgreSQL: each pooled connection's `query` is timed as the pool opens it, which covers the pool's own
 * `query` (it borrows a connection), drizzle's transactions and pg-boss's statements through `executeSql`.
 * Promise and callback forms are both timed; a streamed query (a cursor) is passed through untimed.
 */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (!sink) return original(...args);
      const started = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          observe(args[0], started);
          return (last as (...results: unknown[]) => unknown)(...results);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        return (result as Promise<unknown>).finally(() => observe(args[0], started));
      return result;
    };
  });
}
