import { companyReports } from '../../db/schema/learning.ts';
import { demo, isolationEntries, ref, t } from '../../test/isolation-matrix.ts';

/** Company isolation of the reports module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'company-reports',
    row: 'a report Nordlys’s manager asked for',
    why: 'Reports are for the managers of the company they describe.',
    owner: 'manager',
    async privateRow() {
      const [row] = await t.db
        .insert(companyReports)
        .values({
          tenant_id: demo.tenantId,
          company_id: demo.nordlys.id,
          user_id: demo.user('manager').id,
          name: 'Nordlys progress',
          format: 'xlsx',
        })
        .returning();
      return ref(row);
    },
    crossCreates: async () => [
      { payload: { company_id: demo.nordlys.id, name: 'Spy report', format: 'csv' }, field: 'company_id' },
    ],
  },
]);
