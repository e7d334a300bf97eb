import {
  demo,
  isolationEntries,
  personalEnrollment,
  ref,
  today,
  world,
} from '../../test/isolation-matrix.ts';

/** Company isolation of the enrollments module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'enrollments',
    row: "learner@'s personal enrollment in the private course, in Nordlys",
    why: "A company's enrollments are its managers' business and the business of those they apply to.",
    owner: 'manager',
    privateRow: async () => ref(await personalEnrollment()),
    patch: { revoked: true },
    crossCreates: async () => {
      const base = { course_id: world.courses.shared.id, start_date: today() };
      return [
        {
          payload: { ...base, enrollable_type: 'company', enrollable_id: demo.nordlys.id },
          field: 'enrollable_id',
        },
        {
          payload: { ...base, enrollable_type: 'department', enrollable_id: demo.sales.id },
          field: 'enrollable_id',
        },
        {
          payload: { ...base, enrollable_type: 'user', enrollable_id: demo.user('learner').uuid },
          field: 'enrollable_id',
        },
        // multi@ is Fjord's too, but the enrollment would be Nordlys's.
        {
          payload: {
            ...base,
            enrollable_type: 'user',
            enrollable_id: demo.user('multi').id,
            company_id: demo.nordlys.id,
          },
          field: 'company_id',
        },
        // Fjord's own company, in the course only Nordlys has.
        {
          payload: {
            course_id: world.courses.private.id,
            start_date: today(),
            enrollable_type: 'company',
            enrollable_id: demo.fjord.id,
          },
          field: 'course_id',
        },
      ];
    },
  },
  {
    segment: 'enrollments',
    row: "Nordlys's whole-company enrollment in the shared course",
    why: 'It applies to multi@ only while acting in Nordlys; in Fjord it is another company’s enrollment.',
    owner: 'multiInNordlys',
    privateRow: async () => ref(world.nordlysWhole.enrollment),
    patch: { end_date: null },
  },
  {
    segment: 'access-passes',
    row: "the access pass learner@'s private-course enrollment issued (Nordlys)",
    why: 'Access passes are read and changed by the managers of the issuing company only.',
    owner: 'manager',
    privateRow: async () => ref(world.personal.pass),
    patch: { certificate_valid_for: 1 },
    crossCreates: async () => [
      {
        payload: {
          course_ids: [world.courses.shared.id],
          grantable_type: 'company',
          grantable_id: demo.nordlys.id,
        },
        field: 'grantable_id',
      },
      {
        payload: {
          course_ids: [world.courses.shared.id],
          grantable_type: 'user',
          grantable_id: demo.user('multi').id,
          company_id: demo.nordlys.id,
        },
        field: 'company_id',
      },
      {
        payload: {
          course_ids: [world.courses.private.id],
          grantable_type: 'company',
          grantable_id: demo.fjord.id,
        },
        field: 'course_ids',
      },
    ],
  },
]);
