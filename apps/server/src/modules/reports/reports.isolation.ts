import { demo, isolationEntries, ref, t } from '../../test/isolation-matrix.ts';
import { buildPendingReport } from './report-test-support.ts';

/** Company isolation of the reports module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'company-reports',
    row: 'a report Nordlys’s manager asked for',
    why: 'Reports are for the managers of the company they describe.',
    owner: 'manager',
    privateRow: async () =>
      ref(await buildPendingReport(t.db, demo, { name: 'Nordlys progress', format: 'xlsx' })),
    crossCreates: async () => [
      { payload: { company_id: demo.nordlys.id, name: 'Spy report', format: 'csv' }, field: 'company_id' },
    ],
  },
]);
