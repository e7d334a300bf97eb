import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacuumEmbeddedDatabase } from '../../db/embedded-vacuum.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { embeddedVacuumJob } from './housekeeping-jobs.ts';

/**
 * The embedded database's hourly VACUUM (ANALYZE): PGlite's standalone PostgreSQL has no autovacuum, so without
 * the job a table rewritten again and again grows by its whole size each time; after it, the space of the dead rows
 * is used again. On PostgreSQL the server's autovacuum does it: the job does nothing there.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sql = (text: string) => t.app.services.database.executeSql(text);
const probeSize = async () =>
  Number((await sql(`select pg_relation_size('vacuum_probe') as size`)).rows[0].size);
/** Every row of the probe table updated once: each update leaves the row's old version behind, dead. */
const rewriteProbe = () => sql(`update vacuum_probe set note = md5(note)`);

describe('the embedded database is vacuumed by the housekeeping job', () => {
  it('uses the space of dead rows again after the job ran, and gives the planner statistics', async () => {
    if (t.app.services.database.kind !== 'pglite') {
      // PostgreSQL's autovacuum keeps its tables: the function leaves them to it.
      expect(await vacuumEmbeddedDatabase(t.app.services.database)).toBeNull();
      return;
    }
    await sql(`create table vacuum_probe (id int primary key, note text not null)`);
    await sql(`insert into vacuum_probe select n, md5(n::text) from generate_series(1, 20000) n`);
    const loaded = await probeSize();
    await rewriteProbe();
    await rewriteProbe();
    // No autovacuum: two rewrites left two dead versions of every row, and the table holds all three.
    const bloated = await probeSize();
    expect(bloated).toBeGreaterThanOrEqual(loaded * 2.5);

    await t.app.services.jobs.enqueue(embeddedVacuumJob, {});
    await rewriteProbe();
    await rewriteProbe();
    // The rewrites after the job went into the space it freed: the table did not grow again.
    expect(await probeSize()).toBe(bloated);
    // ANALYZE ran too: the planner has the probe's statistics (it had none, being made after the last analyze).
    const stats = await sql(`select count(*)::int as columns from pg_stats where tablename = 'vacuum_probe'`);
    expect(stats.rows[0].columns).toBe(2);
  });
});
