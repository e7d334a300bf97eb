import type { NotificationContent } from './content-types.ts';

/** The learner's inbox: one read, one unread, so both states and "mark all as read" can be tried. */
export const demoNotifications: readonly NotificationContent[] = [
  {
    email: 'learner@academy.test',
    companySlug: 'nordlys',
    subject: 'Welcome to Academy',
    data: {
      type: 'welcome',
      message: 'Your Nordlys AS account is ready. Your courses are waiting on the dashboard.',
    },
    createdDaysAgo: 30,
    readDaysAgo: 29,
  },
  {
    email: 'learner@academy.test',
    companySlug: 'nordlys',
    courseCode: 'CS-301',
    subject: 'Reminder: Customer Service Excellence',
    data: {
      type: 'enrollment.reminder',
      message: 'You have not started Customer Service Excellence yet. It takes about 30 minutes.',
    },
    createdDaysAgo: 2,
    readDaysAgo: null,
  },
];
