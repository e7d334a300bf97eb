import type { Query } from './http-client.ts';

/**
 * A query as the URL carries it: a list joined with commas (`with=a,b`), a string, number, boolean or null
 * as it is (the HTTP client drops empty ones), anything else as its text.
 */
export function toQuery(query: Readonly<Record<string, unknown>> = {}): Query {
  const result: Query = {};
  for (const [key, value] of Object.entries(query)) result[key] = queryValue(value);
  return result;
}

function queryValue(value: unknown): Query[string] {
  if (Array.isArray(value)) return value.join(',');
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}
