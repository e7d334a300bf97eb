import { formatDeadline } from '@academy/contracts/format';
import { locales } from '@academy/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { type CourseTitles, titlesByLocale } from '../content-visibility/index.ts';
import { createNotifications } from '../notifications/index.ts';
import type { ReminderCandidate } from './reminder-candidates.ts';

/**
 * The in-app side of a deadline reminder: a notification in the learner's inbox, read in whichever language
 * they read the academy in — the course's title and the deadline written for that language ("Please complete
 * X by 14 March 2031"), no date when only open-ended enrollments reach them. `data.end_date` keeps the day
 * for the screen that links to the course.
 */
export async function notifyReminded(
  db: Executor,
  candidate: ReminderCandidate,
  titles: CourseTitles,
): Promise<void> {
  const title = titlesByLocale(titles);
  const end = candidate.end_date;
  const argsByLocale = Object.fromEntries(
    locales.map((locale) => [locale, end ? [title[locale], formatDeadline(end, locale)] : [title[locale]]]),
  );
  await createNotifications(db, candidate.tenant_id, [
    {
      user_id: candidate.user_id,
      company_id: candidate.company_id,
      course_id: candidate.course_id,
      text: {
        subjectKey: 'notifications.reminder_subject',
        messageKey: end ? 'notifications.deadline_reminder_message' : 'notifications.deadline_reminder_open',
        argsByLocale,
        data: { type: 'reminders.deadline', course_uuid: titles.uuid, end_date: end },
      },
    },
  ]);
}
