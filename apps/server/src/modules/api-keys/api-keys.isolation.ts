import { demo, isolationEntries, ref, t } from '../../test/isolation-matrix.ts';
import { buildApiKey } from './api-key-test-support.ts';

/** Company isolation of the api-keys module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'api-keys',
    row: 'an API key of Nordlys',
    why: "A company's keys are its managers' (and administrators'); another company neither sees nor revokes them.",
    owner: 'manager',
    privateRow: async () =>
      ref(
        (
          await buildApiKey(t.db, {
            tenantId: demo.tenantId,
            companyId: demo.nordlys.id,
            permissions: ['users.read'],
            name: 'Nordlys sync',
          })
        ).row,
      ),
    extraWrites: async (row) => [{ method: 'POST', url: `/api/v1/api-keys/${row.uuid}/revoke`, payload: {} }],
    // POST /api/v1/api-keys is the named create (it answers the key once), at the generic create's address.
    crossCreates: async () => [
      {
        payload: { name: 'Spy', permissions: ['users.read'], company_id: demo.nordlys.id },
        field: 'company_id',
      },
    ],
  },
]);
