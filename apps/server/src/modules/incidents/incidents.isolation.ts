import { incidentArchive, incidents } from '../../db/schema/tenancy.ts';
import { demo, insertedRow, isolationEntries, learnerInNordlys } from '../../test/isolation-matrix.ts';

/** The audit incident both entries write, live or archived: learner@'s, in Nordlys. */
const probe = () => ({
  ...learnerInNordlys(),
  event: 'isolation.probe',
  target: `users:${demo.user('learner').uuid}|user`,
});

/** Company isolation of the incidents module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'incidents',
    row: 'an audit incident of learner@ in Nordlys',
    why: 'The audit trail is for administrators only.',
    owner: 'admin',
    privateRow: () => insertedRow(incidents, probe()),
  },
  {
    segment: 'archived-incidents',
    row: 'an archived audit incident of learner@ in Nordlys',
    why: 'The archive of the audit trail (the changelog’s historic view) is for administrators only.',
    owner: 'admin',
    privateRow: () => insertedRow(incidentArchive, { ...probe(), created_at: '2020-01-01T00:00:00Z' }),
  },
]);
