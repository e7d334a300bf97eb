import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPglite } from './pglite.ts';
import { recordQuery } from './query-counter.ts';
import * as schema from './schema/index.ts';
import { timedPglite, timePoolQueries } from './slow-queries.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Raw SQL for libraries that bring their own statements (pg-boss). Multi-statement text when no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the advisory lock `key`: on PostgreSQL across every process sharing the database (a
   * session lock on a connection of its own, so the work may use any connection); on PGlite, which one process
   * owns, within this process.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Hears the notifications sent on `channel` by every process sharing the database (PostgreSQL LISTEN, on a
   * connection of its own that comes back after a drop); returns how to stop listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `payload` on `channel` to every listener, this process's own included. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
};

/** The advisory lock under which a starting process migrates the schema. */
const migrationLock = 728461;

/** An in-process lock per key, for a database only this process opens. */
function processLocks() {
  const tails = new Map<number, Promise<unknown>>();
  return async function withLock<T>(key: number, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const logger = { logQuery: (query: string, parameters: unknown[]) => recordQuery(query, parameters) };

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite; poolSize?: number };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let client = options.pglite;
  if (!client) {
    const dir = join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = createPglite(dir);
  }
  return wrapPglite(client);
}

export function wrapPglite(pglite: PGlite): DatabaseHandle {
  // Statements go through the timed client (slow ones are logged); `pglite` stays the instance itself.
  const client = timedPglite(pglite);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    withLock: processLocks(),
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // JIT off for the application's sessions (docs/decisions.md, issue 26): its statements are short reads whose
  // estimated cost on a large tenant passes jit_above_cost, and compiling them took most of their time (the training
  // matrix at 50,000 learners: 1.6 s of JIT in 1.65 s). A SET on each new connection before the pool hands it out,
  // rather than a startup option, which poolers such as PgBouncer refuse.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    onConnect: async (client) => {
      await client.query('set jit = off');
    },
  });
  timePoolQueries(pool);
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01')
      console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema, logger }) as unknown as Database;
  async function withLock<T>(key: number, work: () => Promise<T>): Promise<T> {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      connection.release();
    }
  }
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
    // Several server processes may start at once: one migrates, the others wait for the lock.
    migrate: () => withLock(migrationLock, () => migrateNodePg(db as never, { migrationsFolder })),
    withLock,
    listen: (channel, onMessage) => listenOnOwnConnection(url, channel, onMessage),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}

/** How long a dropped listening connection waits before it connects again. */
const relistenDelayMs = 1000;

/**
 * LISTEN needs a session that stays: a pooled connection would hear nothing once released. The connection is
 * opened again after a drop (a restart or failover of PostgreSQL); what was sent while it was down is missed, so
 * once it is back the listener hears an empty payload, meaning "anything may have changed".
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    client = null;
    if (!stopped && !retry) retry = setTimeout(() => void connect().catch(reconnectLater), relistenDelayMs);
  };
  let connectedBefore = false;
  async function connect(): Promise<void> {
    retry = undefined;
    const connection = new pg.Client({ connectionString: url, application_name: 'academy-listen' });
    connection.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const dropped = () => {
      connection.end().catch(() => {});
      if (client === connection) reconnectLater();
    };
    connection.on('error', dropped);
    connection.on('end', dropped);
    await connection.connect();
    await connection.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await connection.end());
    client = connection;
    if (connectedBefore) onMessage('');
    connectedBefore = true;
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
