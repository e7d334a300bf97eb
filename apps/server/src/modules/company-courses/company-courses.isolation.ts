import { and, eq } from 'drizzle-orm';
import { companyCourses } from '../../db/schema/learning.ts';
import { demo, foundRow, isolationEntries, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the company-courses module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'company-courses',
    row: 'the private course given to Nordlys (its seat pool)',
    why: 'A company’s courses and seats are read by its managers and heads; given and changed by admins.',
    owner: 'manager',
    privateRow: () =>
      foundRow(
        companyCourses,
        and(
          eq(companyCourses.company_id, demo.nordlys.id),
          eq(companyCourses.course_id, world.courses.private.id),
        ),
      ),
    patch: { seats: 1 },
  },
]);
