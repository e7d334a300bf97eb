import { customerServiceCourse } from './content-course-customer-service.ts';
import { demoTenant } from './content-organisations.ts';
import type { NotificationContent } from './content-types.ts';

const { title } = customerServiceCourse.variant;
const minutes = customerServiceCourse.durationMinutes;

/**
 * The learner's inbox: one read, one unread, so both states and "mark all as read" can be tried. The texts
 * are message keys with the course title of each language, so the inbox reads in the reader's language.
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
];
