import { eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { escapeLikePattern } from '../../db/like-pattern.ts';
import { companies, type incidentArchive, type incidents, users } from '../../db/schema/tenancy.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);
const isSegment = (value: string) => /^[a-z][a-z_-]{0,60}$/.test(value);

/**
 * The changelog's filters, the same on the live trail and on its archive (spec: by user, resource and date):
 * the event, who (user), where (company), the item (target), the resource and a range of days.
 */
export function incidentFilters(table: typeof incidents | typeof incidentArchive) {
  return {
    event: (value: string) => eq(table.event, value),
    user: (value: string) => referenceFilter(table.user_id, users, value),
    company: (value: string) => referenceFilter(table.company_id, companies, value),
    target: (value: string) => eq(table.target, value),
    // Events about the resource's items (their target is `<segment>:…`), and actions named after it.
    resource: (value: string): SQL =>
      isSegment(value)
        ? (or(
            like(table.target, `${escapeLikePattern(value)}:%`),
            like(table.event, `${escapeLikePattern(value)}.%`),
          ) as SQL)
        : sql`false`,
    from: (value: string) => (isDate(value) ? gte(table.created_at, value.slice(0, 10)) : sql`false`),
    to: (value: string) =>
      isDate(value) ? lt(table.created_at, sql`${value.slice(0, 10)}::date + 1`) : sql`false`,
  };
}
