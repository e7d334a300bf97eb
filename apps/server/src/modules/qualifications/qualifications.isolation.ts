import { qualifications } from '../../db/schema/learning.ts';
import { insertedRow, isolationEntries, learnerInNordlys, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the qualifications module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'qualifications',
    row: "learner@'s qualification in the private course, in Nordlys",
    why: 'Read by its holder and the managers of its company; nobody writes it through the API.',
    owner: 'learner',
    privateRow: () =>
      insertedRow(qualifications, {
        ...learnerInNordlys(),
        course_id: world.courses.private.id,
        status: 'in_progress',
        score: 50,
      }),
  },
]);
