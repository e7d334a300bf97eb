import { isolationEntries, ref, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the products module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'products',
    row: 'an active shop product',
    why: 'The shop catalogue is the tenant’s, not a company’s: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref(world.product),
    patch: { name: 'Hijacked' },
  },
]);
