import { sql } from 'drizzle-orm';
import { passports } from '../../db/schema/content.ts';
import { companies, departments, users } from '../../db/schema/tenancy.ts';
import type { RowOf } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';

const type = qualified(passports.grantable_type);
const id = qualified(passports.grantable_id);

/** The name of the company, department or user a passport grants, computed with the passport row. */
export const grantableHeader = sql<string | null>`case ${type}
  when 'company' then (select g.name from ${companies} g where g.id = ${id})
  when 'department' then (select g.name from ${departments} g where g.id = ${id})
  when 'user' then (select g.first_name || ' ' || g.last_name from ${users} g where g.id = ${id}) end`;

export const grantableUuid = sql<string | null>`case ${type}
  when 'company' then (select g.uuid::text from ${companies} g where g.id = ${id})
  when 'department' then (select g.uuid::text from ${departments} g where g.id = ${id})
  when 'user' then (select g.uuid::text from ${users} g where g.id = ${id}) end`;

const segments = { company: 'companies', department: 'departments', user: 'users' } as const;

/** A passport row with whom it grants, computed with it (grantableHeader, grantableUuid). */
type GrantingPassport = Pick<RowOf<typeof passports>, 'grantable_type' | 'grantable_id'> & {
  grantable_header: string | null;
  grantable_uuid: string | null;
};

/** Passport (spec §3): `grantable`, the short form of whom it grants. */
export function presentGrantable(row: GrantingPassport) {
  const type = row.grantable_type;
  if (!row.grantable_uuid) return null;
  return {
    id: row.grantable_id,
    uuid: row.grantable_uuid,
    fqmi: `${segments[type]}:${row.grantable_uuid}|${type}`,
    header: row.grantable_header ?? '',
  };
}
