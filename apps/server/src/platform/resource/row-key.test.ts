import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/tenancy.ts';
import { isRowId, isRowKey, isRowUuid, rowKeyCondition } from './row-key.ts';

const rendered = (key: string) => new PgDialect().sqlToQuery(rowKeyCondition(companies, key));
const uuid = '0F9D2C1E-7A41-4B8E-9C55-2D3E4F5A6B7C';

describe('the key of an item in a path', () => {
  it('is an id of at most nine digits, or a uuid in any case', () => {
    expect(['1', '123456789'].every(isRowId)).toBe(true);
    expect(['', '1234567890', '-1', '1.5', ' 1', uuid].some(isRowId)).toBe(false);
    expect(isRowUuid(uuid)).toBe(true);
    expect(isRowUuid('0f9d2c1e-7a41-4b8e-9c55-2d3e4f5a6b7')).toBe(false);
    expect(['12', uuid].every(isRowKey)).toBe(true);
    expect(['nordlys', '99999999999'].some(isRowKey)).toBe(false);
  });

  it('names the row by id or lower-case uuid, and names none beyond an integer or for anything else', () => {
    expect(rendered('42')).toMatchObject({ sql: '"companies"."id" = $1', params: [42] });
    expect(rendered(uuid)).toMatchObject({ sql: '"companies"."uuid" = $1', params: [uuid.toLowerCase()] });
    expect(rendered('2147483648').sql).toBe('false');
    expect(rendered('nordlys').sql).toBe('false');
  });
});
