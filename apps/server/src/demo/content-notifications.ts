import { customerServiceCourse } from './content-course-customer-service.ts';
import { workplaceSafetyCourse } from './content-course-workplace-safety.ts';
import { demoTenant } from './content-organisations.ts';
import type { NotificationContent } from './content-types.ts';

const { title } = customerServiceCourse.variant;
const minutes = customerServiceCourse.durationMinutes;

/**
 * The learner's and the administrator's inboxes: one read, one unread each, so both states and "mark all as
 * read" can be tried. The texts are message keys with the course title of each language, so the inbox reads
 * in the reader's language.
 */
export const demoNotifications: readonly NotificationContent[] = [
  {
    email: 'learner@academy.test',
    companySlug: 'nordlys',
    type: 'welcome',
    subjectKey: 'notifications.welcome_subject',
    messageKey: 'notifications.welcome_message',
    args: { en: [demoTenant.name, 'Nordlys AS'], nb: [demoTenant.name, 'Nordlys AS'] },
    createdDaysAgo: 30,
    readDaysAgo: 29,
  },
  {
    email: 'learner@academy.test',
    companySlug: 'nordlys',
    courseCode: customerServiceCourse.code,
    type: 'enrollment.reminder',
    subjectKey: 'notifications.reminder_subject',
    messageKey: 'notifications.reminder_message',
    args: { en: [title.en, minutes], nb: [title.nb, minutes] },
    createdDaysAgo: 2,
    readDaysAgo: null,
  },
  // The administrator's inbox (the admin area's notifications screen): one read, one unread.
  {
    email: 'admin@academy.test',
    type: 'welcome',
    subjectKey: 'notifications.welcome_subject',
    messageKey: 'notifications.welcome_message',
    args: { en: [demoTenant.name, demoTenant.name], nb: [demoTenant.name, demoTenant.name] },
    createdDaysAgo: 60,
    readDaysAgo: 59,
  },
  {
    email: 'admin@academy.test',
    companySlug: 'fjord',
    courseCode: workplaceSafetyCourse.code,
    type: 'certificate.issued',
    subjectKey: 'notifications.certificate_issued_subject',
    messageKey: 'notifications.certificate_issued_message',
    args: {
      en: [workplaceSafetyCourse.variant.title.en, 'Frida Haugen', 'Fjord Logistics'],
      nb: [workplaceSafetyCourse.variant.title.nb, 'Frida Haugen', 'Fjord Logistics'],
    },
    createdDaysAgo: 1,
    readDaysAgo: null,
  },
];
