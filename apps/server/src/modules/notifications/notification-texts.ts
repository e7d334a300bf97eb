import { isMessageKey, type Locale, type MessageKey, translate } from '@academy/contracts/messages';
import type { RelationLoader, Row } from '../../platform/resource/define-resource.ts';

type TextData = { subject_key?: unknown; message_key?: unknown; args?: unknown; message?: unknown };

const argsOf = (data: TextData): (string | number)[] =>
  Array.isArray(data.args)
    ? data.args.filter((arg): arg is string | number => typeof arg === 'string' || typeof arg === 'number')
    : [];

/**
 * A notification in the reader's language. The platform stores `subject` in English (searchable, and what
 * older rows have); when `data.subject_key` / `data.message_key` name a message (contracts/messages.ts),
 * those are translated with `data.args`. Otherwise the stored texts are shown as they are.
 */
export function notificationTexts(row: Row, locale: Locale): { subject: string; message: string | null } {
  const data = (row.data ?? {}) as TextData;
  const args = argsOf(data);
  const subject =
    typeof data.subject_key === 'string' && isMessageKey(data.subject_key)
      ? translate(data.subject_key, locale, ...args)
      : String(row.subject);
  const message =
    typeof data.message_key === 'string' && isMessageKey(data.message_key)
      ? translate(data.message_key, locale, ...args)
      : typeof data.message === 'string'
        ? data.message
        : null;
  return { subject, message };
}

/** The texts need the request's language, which only a loader's context has; it runs no query. */
export const localizedTexts: RelationLoader = {
  always: true,
  load: async (context, rows) => new Map(rows.map((row) => [row.id, notificationTexts(row, context.locale)])),
};

/**
 * Values for a new notification row whose subject and message follow the reader's language, e.g.
 * `notificationValues({ subjectKey: 'learning.course_completed', messageKey: 'notifications.course_completed_message', args: [course] })`.
 */
export function notificationValues(input: {
  subjectKey: MessageKey;
  messageKey?: MessageKey;
  args?: (string | number)[];
  data?: Record<string, unknown>;
}): { subject: string; data: Record<string, unknown> } {
  const args = input.args ?? [];
  return {
    subject: translate(input.subjectKey, 'en', ...args).slice(0, 255),
    data: {
      ...input.data,
      subject_key: input.subjectKey,
      ...(input.messageKey ? { message_key: input.messageKey } : {}),
      args,
    },
  };
}
