import { receipts } from '../../db/schema/learning.ts';
import { demo, insertedRow, isolationEntries } from '../../test/isolation-matrix.ts';

/** Company isolation of the payments module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'receipts',
    row: "a seat purchase of Nordlys, bought by Nordlys's manager",
    why: "A company's purchases are its managers' and the administrators'; another company sees none of them.",
    owner: 'manager',
    privateRow: () =>
      insertedRow(receipts, {
        tenant_id: demo.tenantId,
        checkout_id: '00000000-0000-4000-8000-00000000c0de',
        provider: 'local',
        user_id: demo.user('manager').id,
        company_id: demo.nordlys.id,
        seats: 5,
        amount: 50_000,
        currency: 'NOK',
      }),
    extraWrites: async (row) => [
      { method: 'POST', url: `/api/ecommerce/v1/receipts/${row.uuid}/refund`, payload: {} },
    ],
  },
]);
