import { isolationEntries, quizOf, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the lessons module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'lessons',
    row: 'a lesson of the private course (English)',
    why: 'The private course is enrolled only for learner@ in Nordlys, so its lessons reach nobody in Fjord.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).lesson),
    patch: { title: 'Hijacked' },
  },
]);
