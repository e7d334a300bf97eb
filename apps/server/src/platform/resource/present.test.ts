import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// The list the app serves, so every resource in it is held to its contract's allow-list.
import { resources } from '../../modules/resources.ts';
import { guestActor } from '../auth/actor.ts';
import type { AnyResource, EntityRow } from './define-resource.ts';
import { itemKeys, presentRow } from './present.ts';

/**
 * An item says only what its contract's item declares (issue 23 §4): a column the contract does not name —
 * a payment provider's secret added to a table tomorrow — never leaves the server, whether nobody thought of
 * `hidden` or a presenter hands it on.
 */

const SECRET = 'sk_live_x';

/**
 * The resource with the parts that read a row's meaning replaced (its header, rules and presenter need real
 * rows, which a unit test has not): what is left is the engine's own presentation of the row's columns.
 */
function bare(definition: AnyResource): AnyResource {
  return {
    ...definition,
    header: () => 'Header',
    policy: {
      ...definition.policy,
      item: Object.fromEntries(Object.keys(definition.policy.item).map((action) => [action, () => true])),
    },
    present: () => ({ provider_webhook_secret: SECRET }),
  };
}

/** A row with every column of the table and every computed value, plus two the contract never names. */
function rowOf(definition: AnyResource): EntityRow {
  const columns = Object.entries(getTableColumns(definition.table)).map(([name, column]) => [
    name,
    // Timestamps are turned into ISO 8601 by the engine: given one, it comes back unchanged.
    column.columnType === 'PgTimestampString' ? '2026-01-01T00:00:00.000Z' : `value of ${name}`,
  ]);
  const computed = Object.keys(definition.computed ?? {}).map((name) => [name, `value of ${name}`]);
  return {
    ...Object.fromEntries([...columns, ...computed]),
    id: 1,
    uuid: '0b6f7f5e-8f0e-4c89-9a55-1f0d3c0e7b11',
    created_at: null,
    updated_at: null,
    provider_secret: SECRET,
    tenant_id: 7,
  };
}

describe('presentRow sends only the keys the contract declares', () => {
  it.each(resources.map((definition) => [definition.segment, definition] as const))(
    '%s',
    (_segment, definition) => {
      const row = rowOf(definition);
      const item = presentRow(bare(definition), row, {}, guestActor(7));
      const allowed = itemKeys(definition);

      expect(Object.keys(item).filter((key) => !allowed.has(key))).toEqual([]);
      expect(JSON.stringify(item)).not.toContain(SECRET);
      expect(item).not.toHaveProperty('tenant_id');
      for (const column of definition.hidden ?? []) expect(item).not.toHaveProperty(column);
      // The allow-list takes nothing the contract names: each declared column is sent as it is.
      for (const [key, value] of Object.entries(row))
        if (allowed.has(key) && !definition.hidden?.includes(key) && key !== 'tenant_id')
          expect(item[key], key).toEqual(value);
      expect(item.fqmi).toContain(row.uuid);
    },
  );

  it('computes the key set once per contract', () => {
    const [definition] = resources;
    expect(itemKeys(definition)).toBe(itemKeys(definition));
    expect([...itemKeys(definition)]).toEqual(Object.keys(definition.contract.item.shape));
  });
});
