import type { Executor } from '../db/client.ts';
import type { DemoLanguageCode } from './content-types.ts';

/** What every insert step needs: the open transaction, the new tenant and its languages, and one clock. */
export type SeedContext = {
  tx: Executor;
  tenantId: number;
  languageIds: Record<DemoLanguageCode, number>;
  /** Read once, so every relative date in the seed agrees. */
  now: Date;
};

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD, UTC) the given number of days from now; negative is in the past. */
export function dateFromToday(context: SeedContext, days: number): string {
  return new Date(context.now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** An ISO timestamp the given number of days before now. */
export function timestampDaysAgo(context: SeedContext, days: number): string {
  return new Date(context.now.getTime() - days * DAY_MS).toISOString();
}

/** Looks a key up and fails loudly: a typo in the content must not become a null foreign key. */
export function requireId(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: unknown ${what} "${key}"`);
  return id;
}
