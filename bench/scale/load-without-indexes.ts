import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

/**
 * A bulk insert into big tables costs most in what each row does besides landing in the heap: an entry in every
 * index (a random uuid, a user × lesson × date: one B-tree descent and often a page split each) and a lookup per
 * foreign key (examinations have six, so 500,000 rows are 3,000,000 lookups). Built after the insert, an index is
 * one sort of the table and a foreign key one join against the referenced table. So each of `tables`' secondary indexes,
 * its unique constraints no foreign key depends on and its foreign keys are dropped, `insert` runs, and each is
 * made again from its own definition (read from the catalogue, so the schema stays the migrations'): the same
 * schema and the same checks at the end, in one transaction (one multi-statement text), so a failure leaves the
 * table as it was. The tables' own triggers (which forget kept company figures, a probe per row, and note changes
 * for kept pages) are off for the insert too: the seed forgets every kept figure and notes one change for every
 * tenant once at its end.
 */
type Item = { kind: 'index' | 'constraint'; owner: string; name: string; definition: string };

export async function withoutIndexesDuring(
  database: DatabaseHandle,
  tables: string[],
  insert: string,
): Promise<{ dropped: number }> {
  const { rows } = await database.executeSql(
    `select 'index' as kind, i.indrelid::regclass::text as owner, i.indexrelid::regclass::text as name,
            pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)
     union all
     select 'constraint', c.conrelid::regclass::text, quote_ident(c.conname), pg_get_constraintdef(c.oid)
       from pg_constraint c
      where c.conrelid = any($1::regclass[])
        and (c.contype = 'f'
          or (c.contype = 'u' and not exists (
                select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)))`,
    [tables],
  );
  const items = rows as Item[];
  const indexes = items.filter((item) => item.kind === 'index');
  const constraints = items.filter((item) => item.kind === 'constraint');
  // One ALTER TABLE per table with every constraint of it: the table is scanned once to validate them all.
  const alter = (clause: (constraint: Item) => string) =>
    tables.flatMap((table) => {
      const own = constraints.filter((constraint) => constraint.owner === table);
      return own.length > 0 ? [`alter table ${table} ${own.map(clause).join(', ')}`] : [];
    });
  const text = [
    ...indexes.map((index) => `drop index ${index.name}`),
    ...alter((constraint) => `drop constraint ${constraint.name}`),
    ...tables.map((table) => `alter table ${table} disable trigger user`),
    insert,
    ...tables.map((table) => `alter table ${table} enable trigger user`),
    ...alter((constraint) => `add constraint ${constraint.name} ${constraint.definition}`),
    ...indexes.map((index) => index.definition),
  ].join(';\n');
  await database.executeSql(text);
  return { dropped: items.length };
}
