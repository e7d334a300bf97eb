import { qualifications } from '../../db/schema/learning.ts';
import { demo, isolationEntries, ref, t, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the qualifications module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'qualifications',
    row: "learner@'s qualification in the private course, in Nordlys",
    why: 'Read by its holder and the managers of its company; nobody writes it through the API.',
    owner: 'learner',
    async privateRow() {
      const [row] = await t.db
        .insert(qualifications)
        .values({
          tenant_id: demo.tenantId,
          user_id: demo.user('learner').id,
          course_id: world.courses.private.id,
          company_id: demo.nordlys.id,
          status: 'in_progress',
          score: 50,
        })
        .returning();
      return ref(row);
    },
  },
]);
