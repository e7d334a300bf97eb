import type { ListQuery } from '@academy/contracts/common/envelope';
import type { Locale } from '@academy/contracts/messages';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Actor } from '../auth/actor.ts';
import { HttpError } from '../http/http-error.ts';
import { type AnyResource, tenantColumnOf } from './define-resource.ts';
import { asRecord } from './request-values.ts';

/** `filter[x]=v` arrives as the key "filter[x]" or, parsed, as filter: { x: v }; both are accepted. */
export function filterValues(query: ListQuery): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const match = /^filter\[(.+)\]$/.exec(key);
    if (match) values[match[1]] = String(value);
    else if (key === 'filter') {
      for (const [name, inner] of Object.entries(asRecord(value) ?? {})) {
        if (inner !== undefined && inner !== null && inner !== '') values[name] = String(inner);
      }
    }
  }
  return values;
}

/**
 * A filter's value checked against the contract's value schema, whichever form it came in (the route's schema
 * sees only `filter[name]` keys): the resource's filter functions are typed by that schema and rely on it.
 */
function checkedFilterValue(definition: AnyResource, name: string, value: string): string {
  const checked = definition.contract.filters[name]?.safeParse(value);
  if (checked && !checked.success)
    throw new HttpError(422, 'validation.errors_summary', {
      [`filter[${name}]`]: ['validation.invalid_value'],
    });
  return checked ? checked.data : value;
}

/**
 * The WHERE of a list: tenant, the actor's visibility, search and filters. `null` when nothing is visible.
 * For `count`, the visibility is the resource's `countedVisibility` where it has one (the same rows).
 */
export function listCondition(
  definition: AnyResource,
  actor: Actor,
  query: ListQuery,
  purpose: 'rows' | 'count' = 'rows',
): SQL | null {
  const conditions: (SQL | undefined)[] = [eq(tenantColumnOf(definition), actor.tenantId)];
  const visibility = (purpose === 'count' && definition.countedVisibility) || definition.visibility;
  const visible = visibility?.(actor);
  if (visible === false) return null;
  conditions.push(visible, definition.listed);
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  if (search && (definition.searchColumns?.length || definition.searchElsewhere)) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ...(definition.searchColumns ?? []).map((column) => ilike(column, pattern)),
        definition.searchElsewhere?.(pattern),
      ),
    );
  }
  const filters = filterValues(query);
  for (const [name, value] of Object.entries(filters)) {
    const filter = definition.filters?.[name];
    if (!filter)
      throw new HttpError(422, 'validation.errors_summary', {
        [`filter[${name}]`]: ['validation.unknown_field'],
      });
    conditions.push(filter(checkedFilterValue(definition, name, value), actor));
  }
  // Bare `name=value` parameters that match a filter work too (the client's list calls use both forms).
  for (const [name, filter] of Object.entries(definition.filters ?? {})) {
    const value = query[name];
    if (filters[name] === undefined && typeof value === 'string' && value !== '')
      conditions.push(filter(checkedFilterValue(definition, name, value), actor));
  }
  return and(...conditions) ?? sql`true`;
}

/**
 * `sort=name` ascending, `sort=-name` descending, in the reader's language where the sort depends on it; unknown
 * keys are a 422. Always ends with id for stable pages.
 */
export function listOrder(definition: AnyResource, sort: string | undefined, locale: Locale): SQL[] {
  const requested = sort || definition.defaultSort || '-id';
  const order: SQL[] = [];
  for (const part of requested.split(',')) {
    const descending = part.startsWith('-');
    const key = descending ? part.slice(1) : part;
    const sorted = key === 'id' ? definition.table.id : definition.sorts?.[key];
    const column = typeof sorted === 'function' ? sorted(locale) : sorted;
    if (!column)
      throw new HttpError(422, 'validation.errors_summary', { sort: ['validation.invalid_value'] });
    order.push(descending ? desc(column) : asc(column));
  }
  order.push(asc(definition.table.id));
  return order;
}

/**
 * A page shorter than its length holds the last matches, so the total is known without counting — unless it is
 * empty past the first page, where the matches may end anywhere before it.
 */
export function pageHoldsTheRest(offset: number, limit: number, rowsOnPage: number): boolean {
  return rowsOnPage < limit && (rowsOnPage > 0 || offset === 0);
}
