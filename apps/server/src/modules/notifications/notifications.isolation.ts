import { isolationEntries, ref, world } from '../../test/isolation-matrix.ts';

/** Company isolation of the notifications module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'notifications',
    row: "learner@'s unread reminder of the private course",
    why: 'A notification is read only by the person it was sent to.',
    owner: 'learner',
    privateRow: async () => ref(world.reminder),
    patch: { read_at: '2020-01-01T00:00:00Z' },
  },
]);
