import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/tenants.ts';
import { demo, foundRow, isolationEntries } from '../../test/isolation-matrix.ts';

/** Company isolation of the tenants module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'tenants',
    row: 'the Academy tenant',
    why: 'The tenant itself, shared by every company: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    privateRow: () => foundRow(tenants, eq(tenants.id, demo.tenantId)),
    patch: { name: 'Hijacked' },
  },
]);
