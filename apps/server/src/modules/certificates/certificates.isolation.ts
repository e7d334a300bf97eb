import { certificates } from '../../db/schema/learning.ts';
import { demo, insertedRow, isolationEntries, learnerInNordlys, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the certificates module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'certificates',
    row: "learner@'s certificate of the private course, earned in Nordlys",
    why: 'Read by its holder and by the managers of the company it was earned in; written by admins only.',
    owner: 'learner',
    privateRow: () =>
      insertedRow(certificates, {
        ...learnerInNordlys(),
        course_id: world.courses.private.id,
        title: world.courses.private.name,
      }),
    patch: { title: 'Forged' },
    crossCreates: async () => [
      {
        payload: {
          user_id: demo.user('learner').id,
          course_id: world.courses.private.id,
          company_id: demo.nordlys.id,
          title: 'Forged',
        },
      },
    ],
  },
]);
