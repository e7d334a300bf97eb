import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database the application, its tests and tools open: with the extensions its migrations create
 * (pg_trgm, for the people search's trigram indexes, issue 26), which PGlite can only load when it is opened.
 * A data directory made without them opens the same way.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, dataDir, extensions: { ...options.extensions, pg_trgm } });
}
