import { and, eq } from 'drizzle-orm';
import { departmentUsers } from '../../db/schema/tenancy.ts';
import { demo, fjordButMulti, foundRow, isolationEntries, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the departments module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'departments',
    row: 'Nordlys / Sales',
    why: 'Departments are seen by their company’s managers and their own members (multi@ is in Operations).',
    owner: 'manager',
    privateRow: async () => ref(demo.sales),
    patch: { name: 'Hijacked' },
    crossCreates: async () => [
      { payload: { name: 'Intruders', company_id: demo.nordlys.uuid }, field: 'company_id' },
    ],
    crossLinks: async () => [{ owner: ref(demo.drivers), name: 'users', target: ref(demo.user('learner')) }],
  },
  {
    segment: 'departments',
    row: 'Nordlys / Operations, where multi@ (also of Fjord) is a member',
    why: 'Fjord’s manager manages multi@, but not multi@’s department in another company.',
    owner: 'manager',
    // multi@ is a member of this department.
    strangers: fjordButMulti,
    privateRow: async () => ref(demo.operations),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'department-users',
    row: "learner@'s membership of Nordlys / Sales",
    why: 'Memberships are seen by the member and the managers of the department’s company.',
    owner: 'manager',
    privateRow: () =>
      foundRow(
        departmentUsers,
        and(
          eq(departmentUsers.department_id, demo.sales.id),
          eq(departmentUsers.user_id, demo.user('learner').id),
        ),
      ),
    patch: { is_head: true },
    crossCreates: async () => [
      {
        payload: { department_id: demo.sales.id, user_id: demo.user('fjordLearner').id },
        field: 'department_id',
      },
      { payload: { department_id: demo.drivers.id, user_id: demo.user('learner').id }, field: 'user_id' },
    ],
  },
]);
