import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateDatabase, openTestDatabase } from '../test/template-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * What every database the application opens is set up with (issue 26): pg_trgm for the people search's trigram
 * indexes, on PGlite and PostgreSQL alike; on PostgreSQL, JIT off on every connection of the pool.
 */
describe('the database the application opens', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('has pg_trgm, and the people search trigram indexes on users', async () => {
    const { rows } = await database.executeSql(
      `select (select count(*)::int from pg_extension where extname = 'pg_trgm') as extension,
              similarity('Hansen', 'Hanssen') > 0.3 as similar,
              array(select indexname::text from pg_indexes where tablename = 'users' and indexdef like '%gin_trgm_ops%'
                    order by indexname) as indexes`,
    );
    expect(rows[0]).toEqual({
      extension: 1,
      similar: true,
      indexes: ['users_email_trgm_idx', 'users_full_name_trgm_idx'],
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL pool', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const copy = (await copyTemplateDatabase())!;
    drop = copy.drop;
    database = await openDatabase({ databaseUrl: copy.url, poolSize: 3 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('runs every connection with JIT off (its compile time cost more than it saved, docs/decisions.md)', async () => {
    // Three at once, so the pool opens all its connections.
    const answers = await Promise.all(
      [1, 2, 3].map(() => database.executeSql(`select current_setting('jit') as jit, pg_sleep(0.05)::text`)),
    );
    expect(answers.map(({ rows }) => rows[0].jit)).toEqual(['off', 'off', 'off']);
  });
});
