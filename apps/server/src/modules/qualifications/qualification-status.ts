import { type SQL, sql } from 'drizzle-orm';
import { qualifications } from '../../db/schema/learning.ts';
import { qualified } from '../../platform/resource/qualified.ts';

/**
 * Whether a qualification's certificate has lapsed at `at`, from the expiry the qualification carries (kept from the
 * certificate by migration 0034's triggers), so no certificate is read. Null (false in a condition) when it has no
 * expiring certificate. The one place the lapsed rule is written: the resource below and the company's reports use it.
 */
export function certificateLapsed(expiry: SQL, at: SQL): SQL<boolean | null> {
  return sql<boolean | null>`(${expiry} <= ${at})`;
}

const status = qualified(qualifications.status);
// The resource has no request clock in its SQL: it reads the database's (the reports pass the request's).
const lapsed = certificateLapsed(qualified(qualifications.certificate_expires_at), sql`now()`);

/**
 * A qualification's status as of now: a completed one whose certificate has lapsed is expired, as the company's
 * reports, training matrix and the learner's own course status read it (decisions.md "Qualification status"); the
 * stored status records what was earned.
 */
export const statusNow = sql<string>`(case when ${status} = 'completed' and ${lapsed} then 'expired' else ${status} end)`;

/**
 * `filter[status]`, written so the stored status still narrows by its index (and the count reads the expiry from
 * it): completed and not lapsed; expired as stored, or completed and lapsed.
 */
export function statusIs(value: string): SQL {
  if (value === 'completed') return sql`(${status} = 'completed' and not coalesce(${lapsed}, false))`;
  if (value === 'expired') return sql`(${status} = 'expired' or (${status} = 'completed' and ${lapsed}))`;
  return sql`${status} = ${value}`;
}
