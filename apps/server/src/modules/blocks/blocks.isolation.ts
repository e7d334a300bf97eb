import {
  blockRef,
  closedBlock,
  cs301KnowledgeLink,
  demo,
  handbook,
  isolationEntries,
  quizOf,
  ref,
} from '../../test/isolation-matrix.ts';

/** Company isolation of the blocks module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'blocks',
    row: 'a block of the private course with questions and a knowledge-base link',
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => blockRef((await cs301KnowledgeLink()).block_id),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'blocks',
    row: 'a block of the shared course closed by a passport to Nordlys',
    why: 'Fjord reads the shared course, but this block is granted to Nordlys alone (and multi@ in Fjord is not Nordlys).',
    owner: 'learner',
    privateRow: async () => blockRef((await closedBlock()).blockLesson.block_id),
    patch: { title: 'Hijacked' },
  },
  {
    segment: 'blocks-passports',
    row: 'the passport granting Nordlys the closed block of the shared course',
    why: 'Passports are administrators’ business.',
    owner: 'admin',
    privateRow: async () => ref((await closedBlock()).passport),
    crossCreates: async () => [
      {
        payload: {
          block_id: (await closedBlock()).blockLesson.block_id,
          grantable_type: 'company',
          grantable_id: demo.fjord.id,
        },
      },
    ],
  },
  {
    segment: 'block-lessons',
    row: "a private-course block's place in its lesson",
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref((await quizOf('private')).blockLesson),
    patch: { sort_order: 99 },
    crossCreates: async () => [
      {
        payload: {
          block_id: (await quizOf('private')).blockLesson.block_id,
          lesson_id: (await quizOf('shared')).lesson.id,
        },
      },
    ],
  },
  {
    segment: 'block-lessons',
    row: "the closed shared-course block's place in its lesson",
    why: 'The lesson is Fjord’s too, but the block in it is Nordlys’s alone.',
    owner: 'learner',
    privateRow: async () => ref((await closedBlock()).blockLesson),
    patch: { sort_order: 99 },
  },
  {
    segment: 'block-knowledge-base',
    row: 'a link from a block of the private course to the handbook',
    why: 'Part of the private course, enrolled only in Nordlys.',
    owner: 'learner',
    privateRow: async () => ref(await cs301KnowledgeLink()),
    patch: { sort_order: 99 },
    crossCreates: async () => [
      {
        payload: {
          block_id: (await quizOf('private')).blockLesson.block_id,
          book_id: (await handbook()).chapter.id,
        },
      },
    ],
  },
]);
