import { describe, expect, it } from 'vitest';
import { listQuery, normalizeListParams } from './list-params.ts';

describe('list parameters (spec §7 list)', () => {
  it('normalise to one cache key whatever the order and the empty values', () => {
    expect(
      normalizeListParams({ filters: { b: '2', a: '1', c: '' }, search: '  ', with: ['y', 'x'] }),
    ).toEqual({ page: 1, per_page: 25, filters: { a: '1', b: '2' }, with: ['x', 'y'] });
  });
  it('cap the page size at the API limit', () => {
    expect(normalizeListParams({ per_page: 500 }).per_page).toBe(100);
  });
  it('become filter[name], a comma-separated with and a request key', () => {
    const query = listQuery({
      page: 2,
      search: 'nor',
      sort: '-name',
      filters: { code: 'nb' },
      with: ['b', 'a'],
    });
    expect(query).toMatchObject({
      page: 2,
      per_page: 25,
      search: 'nor',
      sort: '-name',
      with: 'a,b',
      'filter[code]': 'nb',
    });
    expect(query.request).toMatch(/^list-\d+$/);
  });
});
