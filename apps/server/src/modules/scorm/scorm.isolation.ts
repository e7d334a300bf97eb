import { eq } from 'drizzle-orm';
import { companyCourses, scormPackages, scormRegistrations } from '../../db/schema/learning.ts';
import { demo, isolationEntries, once, ref, t } from '../../test/isolation-matrix.ts';

/** A live SCORM 1.2 package of Nordlys, for one of the courses it has. */
const nordlysPackage = () =>
  once('scorm-package', async () => {
    const [given] = await t.db
      .select({ course_id: companyCourses.course_id })
      .from(companyCourses)
      .where(eq(companyCourses.company_id, demo.nordlys.id));
    const [row] = await t.db
      .insert(scormPackages)
      .values({
        tenant_id: demo.tenantId,
        company_id: demo.nordlys.id,
        course_id: given.course_id,
        version: '1.2',
        seat_cap: 10,
      })
      .returning();
    return row;
  });

/** Company isolation of the scorm module: Nordlys's packages and the people who came in through them. */
export const isolation = isolationEntries([
  {
    segment: 'scorm-packages',
    row: 'a SCORM package of Nordlys',
    why: "A company's packages are its managers' (and administrators'); another company neither sees, downloads nor revokes them.",
    owner: 'manager',
    privateRow: async () => ref(await nordlysPackage()),
    extraWrites: async (row) => [
      { method: 'POST', url: `/api/v1/scorm-packages/${row.uuid}/revoke`, payload: {} },
    ],
    crossCreates: async () => [
      {
        payload: {
          company_id: demo.nordlys.id,
          course_id: (await nordlysPackage()).course_id,
          version: '2004',
        },
        field: 'company_id',
      },
    ],
  },
  {
    segment: 'scorm-registrations',
    row: 'a person of Nordlys who came in through its SCORM package',
    why: "Who came in through a company's LMS is its managers' to see, no one else's.",
    owner: 'manager',
    privateRow: async () => {
      const pkg = await nordlysPackage();
      const [row] = await t.db
        .insert(scormRegistrations)
        .values({
          tenant_id: demo.tenantId,
          company_id: demo.nordlys.id,
          course_id: pkg.course_id,
          package_id: pkg.id,
          user_id: demo.user('learner').id,
          scorm_learner_id: 'lms-isolation-1',
        })
        .returning();
      return ref(row);
    },
  },
]);
