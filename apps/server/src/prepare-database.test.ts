import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { SchemaAheadError, schemaState } from './db/schema-version.ts';
import { prepareDatabase } from './prepare-database.ts';
import { openTestDatabase } from './test/template-database.ts';

/**
 * A node refuses to serve a schema newer than its code (issue 26, "several nodes on one PostgreSQL"): during a
 * rolling upgrade an old node restarting after a new one has migrated must stop at start, not serve rows its
 * schema no longer means. main.ts tells the message in one line and exits 1.
 */
describe('preparing the database at start', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const config = { seedDemo: false } as Config;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('starts on a database migrated exactly as far as this code knows', async () => {
    await expect(prepareDatabase(database, config)).resolves.toMatchObject({ accounts: [] });
    expect(await schemaState(database.db)).toBe('current');
  });

  it('refuses a database a newer release has migrated further, and says what to do', async () => {
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${Date.now() + 86_400_000})`,
    );
    expect(await schemaState(database.db)).toBe('ahead');
    const refused = prepareDatabase(database, config);
    await expect(refused).rejects.toBeInstanceOf(SchemaAheadError);
    await expect(refused).rejects.toThrow(/newer release has upgraded it/);
  });
});
