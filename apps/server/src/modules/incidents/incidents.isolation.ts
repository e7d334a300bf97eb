import { incidentArchive, incidents } from '../../db/schema/tenancy.ts';
import { demo, isolationEntries, ref, t } from '../../test/isolation-matrix.ts';

/** Company isolation of the incidents module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'incidents',
    row: 'an audit incident of learner@ in Nordlys',
    why: 'The audit trail is for administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .insert(incidents)
        .values({
          tenant_id: demo.tenantId,
          event: 'isolation.probe',
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          target: `users:${demo.user('learner').uuid}|user`,
        })
        .returning();
      return ref(row);
    },
  },
  {
    segment: 'archived-incidents',
    row: 'an archived audit incident of learner@ in Nordlys',
    why: 'The archive of the audit trail (the changelog’s historic view) is for administrators only.',
    owner: 'admin',
    async privateRow() {
      const [row] = await t.db
        .insert(incidentArchive)
        .values({
          tenant_id: demo.tenantId,
          event: 'isolation.probe',
          user_id: demo.user('learner').id,
          company_id: demo.nordlys.id,
          target: `users:${demo.user('learner').uuid}|user`,
          created_at: '2020-01-01T00:00:00Z',
        })
        .returning();
      return ref(row);
    },
  },
]);
