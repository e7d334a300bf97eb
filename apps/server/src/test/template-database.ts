import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, wrapPglite } from '../db/client.ts';
import { createPglite } from '../db/pglite.ts';
import { seedDemo } from '../demo/demo.ts';
import { findTenantId, setTenantHosts } from '../modules/tenants/index.ts';

/**
 * Tests start from a migrated database holding the demo data, made once per run: on PGlite a dump
 * loaded by every test file; on PostgreSQL (TEST_DATABASE_URL) a template database copied per file.
 */
export const templateDumpPath = join(tmpdir(), `academy-test-template-${process.pid}.tar.gz`);
// Named per run (the global setup's process), so two runs on one PostgreSQL server never drop each other's template;
// test files learn the name from the environment the setup leaves them.
export const templateDatabaseName =
  process.env.ACADEMY_TEMPLATE_DATABASE ?? `academy_test_template_${process.pid}`;

export async function createTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await recreateDatabase(url, templateDatabaseName);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, templateDatabaseName), poolSize: 2 });
    await handle.migrate();
    await seedDemo(handle.db);
    await serveDemoOnTestHost(handle);
    await handle.close();
    return;
  }
  const handle = wrapPglite(createPglite());
  await handle.migrate();
  await seedDemo(handle.db);
  await serveDemoOnTestHost(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await writeFile(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/**
 * Requests a test injects name the host `localhost`: the demo tenant is served there, so tests that build a
 * second tenant keep talking to the demo tenant (with two tenants, a host none lists is served by none).
 */
async function serveDemoOnTestHost(handle: DatabaseHandle): Promise<void> {
  const demoTenantId = await findTenantId(handle.db, 'academy');
  if (demoTenantId === null) throw new Error('The demo seed made no tenant "academy".');
  await setTenantHosts(handle.db, demoTenantId, ['localhost']);
}

/** A fresh database for one test file, and how to drop it afterwards. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `academy_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(url, `create database ${name} template ${templateDatabaseName}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dumpPath = process.env.ACADEMY_TEMPLATE_DUMP;
  if (!dumpPath)
    throw new Error('The test template was not created: run the tests through vitest (global setup).');
  const dump = await readFile(dumpPath);
  const pglite = createPglite(undefined, { loadDataDir: new Blob([dump]) });
  const database = wrapPglite(pglite);
  return { database, drop: () => database.close() };
}

/**
 * A copy of the demo template on the PostgreSQL server of TEST_DATABASE_URL, by address, for server processes
 * of a test's own; null when the suite runs on PGlite.
 */
export async function copyTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `academy_copy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create database ${name} template ${templateDatabaseName}`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/**
 * An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL (nothing migrated), as a new
 * installation finds it; null when the suite runs on PGlite.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `academy_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create database ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

export async function dropTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await adminQuery(url, `drop database if exists ${templateDatabaseName} with (force)`);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function recreateDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `drop database if exists ${name} with (force)`);
  await adminQuery(url, `create database ${name}`);
}
