import { demo, isolationEntries, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the users module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'users',
    row: 'learner@ (Nordlys only)',
    why: 'A manager sees the learners of the companies they manage; a learner only themselves.',
    owner: 'manager',
    privateRow: async () => ref(demo.user('learner')),
    patch: { first_name: 'Hijacked' },
    crossCreates: async () => [
      {
        payload: {
          first_name: 'Spy',
          last_name: 'One',
          email: 'spy-one@example.test',
          company_id: demo.nordlys.id,
        },
        field: 'company_id',
      },
      {
        payload: {
          first_name: 'Spy',
          last_name: 'Two',
          email: 'spy-two@example.test',
          company_id: demo.fjord.id,
          department_ids: [demo.sales.id],
        },
        field: 'department_ids',
      },
    ],
  },
]);
