import type { EnrollmentContent } from './content-types.ts';

/**
 * One enrollment of each kind (whole company, department, single user), one of them recurring. Each gets an
 * access pass for the same enrollable, so the learners can open the course at once.
 */
export const demoEnrollments: readonly EnrollmentContent[] = [
  {
    courseCode: 'WS-101',
    companySlug: 'nordlys',
    enrollable: { type: 'company' },
    startDaysFromToday: -60,
    endDaysFromToday: 305,
  },
  {
    courseCode: 'IS-201',
    companySlug: 'nordlys',
    enrollable: { type: 'department', department: 'Sales' },
    startDaysFromToday: -14,
    endDaysFromToday: 351,
    certificateValidFor: 365,
  },
  {
    courseCode: 'CS-301',
    companySlug: 'nordlys',
    enrollable: { type: 'user', email: 'learner@academy.test' },
    startDaysFromToday: -30,
    endDaysFromToday: 335,
    recurAfterDays: 14,
  },
  {
    courseCode: 'WS-101',
    companySlug: 'fjord',
    enrollable: { type: 'user', email: 'fjord.learner@academy.test' },
    startDaysFromToday: -45,
    endDaysFromToday: 320,
  },
  {
    courseCode: 'IS-201',
    companySlug: 'fjord',
    enrollable: { type: 'user', email: 'multi@academy.test' },
    startDaysFromToday: -7,
    endDaysFromToday: 358,
  },
];
