import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Executor, migrationsFolder } from './client.ts';
import { queryRows } from './raw-sql.ts';

/** The migrations this code knows (drizzle's journal): how many, and when the last was made. */
export function knownMigrations(): { count: number; last: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, last: Math.max(...journal.entries.map((entry) => entry.when)) };
}

/**
 * Where the database's schema stands against this code: `current` (exactly the known migrations), `behind`
 * (not migrated yet) or `ahead` (a newer release has migrated it further than this code knows).
 */
export async function schemaState(db: Executor): Promise<'current' | 'behind' | 'ahead'> {
  const known = knownMigrations();
  const [applied] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number(applied.last ?? 0);
  if (applied.count > known.count || last > known.last) return 'ahead';
  return applied.count === known.count && last === known.last ? 'current' : 'behind';
}

/** A start refused: the database belongs to a newer release (issue 26, "several nodes on one PostgreSQL"). */
export class SchemaAheadError extends Error {
  override name = 'SchemaAheadError';
  constructor() {
    super(
      'The database has migrations this release does not know: a newer release has upgraded it. ' +
        'Start that release (or a newer one) on it, or restore a backup taken before the upgrade.',
    );
  }
}
