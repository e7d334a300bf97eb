import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { changedSince, type Reader, type ReadSnapshot, readSnapshot } from './reader-changes.ts';

/** Room for kept pages per list and process, measured as their JSON's length. */
const MAX_BYTES = 32 * 1024 * 1024;
/** However still a page is, it is computed again after this long (and notes are pruned after two days). */
const MAX_AGE_MS = 60 * 60 * 1000;

export type PageQuestion = {
  /** Everything the page depends on besides the data: the reader as the actor stands, the query, the language. */
  key: string;
  reader: Reader;
  /** The app's clock's now. */
  nowMs: number;
};

/** A computed page and the moment it stops being true by time alone (a certificate expiring, a new day). */
export type ComputedPage<Page> = { page: Page; validUntilMs: number };

type KeptPage<Page> = { page: Page; snapshot: ReadSnapshot; validUntilMs: number };

export type KeptPages<Page> = {
  serve(db: Executor, question: PageQuestion, compute: () => Promise<ComputedPage<Page>>): Promise<Page>;
};

/**
 * Pages a reader reads again and again (the learner's course list), kept in this process and served while the
 * database says nothing they read has changed since (reader-changes.ts: one index probe instead of the page's
 * statements) and their time has not run out. Exact across nodes: every node asks the same database, and a
 * change committed while a page was computed makes it stale. A served page is shared: callers do not change it.
 */
export function keptPages<Page>(): KeptPages<Page> {
  const pages = new LRUCache<string, KeptPage<Page>>({
    maxSize: MAX_BYTES,
    sizeCalculation: (kept) => JSON.stringify(kept.page).length + 200,
    ttl: MAX_AGE_MS,
  });
  return {
    async serve(db, question, compute) {
      const kept = pages.get(question.key);
      if (
        kept &&
        question.nowMs < kept.validUntilMs &&
        !(await changedSince(db, question.reader, kept.snapshot))
      )
        return kept.page;
      const snapshot = await readSnapshot(db);
      const { page, validUntilMs } = await compute();
      if (question.nowMs < validUntilMs) pages.set(question.key, { page, snapshot, validUntilMs });
      return page;
    },
  };
}
