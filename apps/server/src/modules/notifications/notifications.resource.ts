import { notificationContract } from '@academy/contracts/entities/notification';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { courses } from '../../db/schema/content.ts';
import { notifications } from '../../db/schema/learning.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { booleanFilterValue, referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { courseInReaderLanguage } from '../content-visibility/index.ts';
import { localizedTexts } from './notification-texts.ts';
import { notificationPolicy } from './notifications.policy.ts';

export const notificationResource = defineResource(notificationContract, {
  table: notifications,
  policy: notificationPolicy,
  label: { en: 'Notification', nb: 'Varsel' },
  header: (row) => row.subject,
  // Only the owner's rows exist for anyone: another person's notification is a 404, whatever their role.
  visibility: (actor) => (actor.user ? eq(notifications.user_id, actor.user.id) : false),
  searchColumns: [notifications.subject],
  sorts: { created_at: notifications.created_at, read_at: notifications.read_at },
  defaultSort: '-created_at',
  filters: {
    read: (value) => {
      const flag = booleanFilterValue(value);
      return flag === undefined
        ? undefined
        : flag
          ? isNotNull(notifications.read_at)
          : isNull(notifications.read_at);
    },
    company: (value) => referenceFilter(notifications.company_id, companies, value),
    course: (value) => referenceFilter(notifications.course_id, courses, value),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    course: courseInReaderLanguage,
    texts: localizedTexts,
  },
  present: (row, loaded) => {
    const texts = loaded.texts;
    const subject = texts?.subject ?? row.subject;
    return {
      subject,
      header: subject,
      message: texts?.message ?? null,
      read: row.read_at !== null,
      // Shown as subject and message above; undefined drops the helper from the JSON.
      texts: undefined,
    };
  },
  update: {
    async prepare(input, context, row) {
      const now = context.services.clock.now().toISOString();
      if (input.read_at !== undefined) return { read_at: input.read_at };
      if (input.read === true) return { read_at: row.read_at ?? now };
      if (input.read === false) return { read_at: null };
      return {};
    },
  },
  writeRelations: ['notifications', 'context'],
});
