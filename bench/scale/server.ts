// The server the scale and soak benches measure: in-process on a fresh PGlite data dir, or on a fresh database
// made for the run on a PostgreSQL server (dropped afterwards), with the demo data; then the demo's learner,
// manager (of Nordlys AS) and administrator signed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-accounts.ts';
import { prepareDatabase } from '../../apps/server/src/prepare-database.ts';

export type Backend = 'pglite' | 'postgres';
export type Role = 'learner' | 'manager' | 'admin';

export type BenchServer = {
  backend: Backend;
  database: DatabaseHandle;
  app: FastifyInstance;
  url: string;
  headers: Record<Role, Record<string, string>>;
  nordlys: string;
  close(): Promise<void>;
};

/** The PostgreSQL server to use: DATABASE_URL's, else the usual local one. */
export const postgresServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers (the PostgreSQL half of a run is skipped when none does). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Where a server keeps its data between runs (scale/alone.ts): a PostgreSQL database of that name on the server
 * (made when missing, never dropped), or a PGlite data directory (never removed).
 */
export type Keep = { database?: string; dataDir?: string };

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export async function startServer(backend: Backend, poolSize = 20, keep: Keep = {}): Promise<BenchServer> {
  const dataDir = keep.dataDir ?? mkdtempSync(join(tmpdir(), 'academy-scale-'));
  // A database of its own on PostgreSQL, so the large tenant never lands in someone's database.
  const databaseName = keep.database ?? `academy_scale_${process.pid}_${Date.now()}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error(`Not a plain database name: ${databaseName}`);
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    if (!(keep.database && (await databaseExists(databaseName))))
      await onServer(`create database ${databaseName}`);
    const url = new URL(postgresServerUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    LOGIN_RATE_LIMIT: '1000000000',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolSize });
  await prepareDatabase(database, config);
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const signIn = async (email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (answer.statusCode !== 200) throw new Error(`${email} could not sign in: ${answer.statusCode}`);
    return { authorization: `Bearer ${answer.json().data.item.access_token as string}` };
  };
  const headers = {
    learner: await signIn('learner@academy.test'),
    manager: await signIn('manager@academy.test'),
    admin: await signIn('admin@academy.test'),
  };
  const [{ uuid: nordlys }] = (await database.executeSql(`select uuid from companies where slug = 'nordlys'`))
    .rows as { uuid: string }[];

  return {
    backend,
    database,
    app,
    url,
    headers,
    nordlys,
    async close() {
      await app.close();
      await database.close();
      if (!keep.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (backend === 'postgres' && !keep.database && process.env.SCALE_KEEP_DATABASE !== '1')
        await onServer(`drop database if exists ${databaseName} with (force)`);
    },
  };
}
