import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite } from '../db/pglite.ts';
import { copyTemplateDatabase } from './template-database.ts';

/**
 * The database of a test that runs the real server as processes and kills them (a crash): a copy of the suite's
 * template (demo data), on PostgreSQL when TEST_DATABASE_URL is set, else in a PGlite directory of its own.
 */
export type CrashBackend = {
  name: 'PostgreSQL' | 'PGlite';
  /** The server processes' environment for this database. */
  env: Record<string, string>;
  /** PostgreSQL's address, for a test that holds a lock beside the server; null on PGlite. */
  url: string | null;
  /** Reads rows; on PGlite only while no server process is running (its directory is one process's at a time). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Removes the copy. */
  drop(): Promise<void>;
};

async function postgresBackend(): Promise<CrashBackend | null> {
  const copy = await copyTemplateDatabase();
  if (!copy) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-pg-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    url: copy.url,
    async query<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: copy.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await copy.drop();
    },
  };
}

function pgliteBackend(): CrashBackend {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    url: null,
    async query<T>(text: string, params: unknown[] = []) {
      const db = createPglite(join(dataDir, 'pglite'));
      try {
        return (await db.query<T>(text, params)).rows;
      } finally {
        await db.close();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's database for a crash test: PostgreSQL when the suite runs on it, else PGlite. */
export async function crashBackend(): Promise<CrashBackend> {
  const postgres = await postgresBackend();
  if (postgres) return postgres;
  const backend = pgliteBackend();
  // The server's database starts as the suite's template, so no start spends its time seeding the demo.
  const template = createPglite(join(backend.env.DATA_DIR, 'pglite'), {
    loadDataDir: new Blob([readFileSync(process.env.ACADEMY_TEMPLATE_DUMP!)]),
  });
  await template.close();
  return backend;
}
