import { languageContract } from '@academy/contracts/entities/language';
import { qualificationContract } from '@academy/contracts/entities/qualification';
import { describe, expect, it } from 'vitest';
import { readTableState, writeTableState } from './table-url-state.ts';

describe('table state in the address', () => {
  it('reads page, size, search, sort and the filters the contract accepts', () => {
    const state = readTableState(
      new URLSearchParams(
        'page=3&per_page=50&search=nor&sort=-score&filter[status]=completed&filter[from]=2026-01-01',
      ),
      qualificationContract,
    );
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      search: 'nor',
      sort: '-score',
      filters: { status: 'completed', from: '2026-01-01' },
    });
  });
  it('drops what the contract would refuse: unknown filters and sorts, bad values and sizes', () => {
    const state = readTableState(
      new URLSearchParams(
        'page=-1&per_page=7&sort=password&filter[status]=nonsense&filter[secret]=1&filter[from]=yesterday',
      ),
      qualificationContract,
    );
    expect(state).toEqual({ page: 1, perPage: 25, search: '', sort: '-last_active_at', filters: {} });
  });
  it('writes only what differs from the defaults and keeps other parameters of the page', () => {
    const next = writeTableState(
      new URLSearchParams('tab=x&page=4&filter[code]=en'),
      { page: 1, perPage: 25, search: 'bok', sort: '-code', filters: { code: 'nb' } },
      languageContract,
    );
    expect(next.toString()).toBe('tab=x&search=bok&sort=-code&filter%5Bcode%5D=nb');
    const defaults = writeTableState(
      new URLSearchParams(),
      { page: 1, perPage: 25, search: '', sort: 'name', filters: {} },
      languageContract,
    );
    expect(defaults.toString()).toBe('');
  });
});
