import { demo, fjordButMulti, isolationEntries, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the companies module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'companies',
    row: 'Nordlys AS',
    why: 'Members see their own companies; only its managers change it.',
    owner: 'manager',
    // multi@ is a member of Nordlys: the company list is where a member chooses the company to act in.
    strangers: fjordButMulti,
    privateRow: async () => ref(demo.nordlys),
    patch: { name: 'Hijacked AS' },
    crossLinks: async () => [{ owner: ref(demo.fjord), name: 'users', target: ref(demo.user('learner')) }],
  },
]);
