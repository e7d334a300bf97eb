import { english, isolationEntries, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the languages module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'languages',
    row: 'English',
    why: 'Tenant-wide reference data, not any company’s: everyone reads it, only administrators change it.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref(await english()),
    patch: { name: 'Hijacked' },
  },
]);
