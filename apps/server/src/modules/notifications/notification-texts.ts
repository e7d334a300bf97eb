import { isMessageKey, type Locale, locales, type MessageKey, translate } from '@academy/contracts/messages';
import type { notifications } from '../../db/schema/learning.ts';
import type { RelationLoader, RowOf } from '../../platform/resource/define-resource.ts';

type Arg = string | number;
type TextData = {
  subject_key?: unknown;
  message_key?: unknown;
  args?: unknown;
  args_by_locale?: unknown;
  message?: unknown;
};

const argList = (value: unknown): Arg[] =>
  Array.isArray(value)
    ? value.filter((arg): arg is Arg => typeof arg === 'string' || typeof arg === 'number')
    : [];

/**
 * The arguments in the reader's language: `args_by_locale[locale]` when the row has them (a course title
 * differs between languages), else English's, else the language-neutral `args`.
 */
function argsOf(data: TextData, locale: Locale): Arg[] {
  const byLocale = data.args_by_locale;
  if (byLocale && typeof byLocale === 'object') {
    const map = byLocale as Record<string, unknown>;
    if (Array.isArray(map[locale])) return argList(map[locale]);
    if (Array.isArray(map.en)) return argList(map.en);
  }
  return argList(data.args);
}

/**
 * A notification in the reader's language. The platform stores `subject` in English (searchable, and what
 * older rows have); when `data.subject_key` / `data.message_key` name a message (contracts/messages.ts),
 * those are translated with the arguments of the reader's language. Otherwise the stored texts are shown.
 */
export function notificationTexts(
  row: Pick<RowOf<typeof notifications>, 'subject' | 'data'>,
  locale: Locale,
): { subject: string; message: string | null } {
  const data = (row.data ?? {}) as TextData;
  const args = argsOf(data, locale);
  const subject =
    typeof data.subject_key === 'string' && isMessageKey(data.subject_key)
      ? translate(data.subject_key, locale, ...args)
      : row.subject;
  const message =
    typeof data.message_key === 'string' && isMessageKey(data.message_key)
      ? translate(data.message_key, locale, ...args)
      : typeof data.message === 'string'
        ? data.message
        : null;
  return { subject, message };
}

/** The texts need the request's language, which only a loader's context has; it runs no query. */
export const localizedTexts: RelationLoader<
  RowOf<typeof notifications>,
  ReturnType<typeof notificationTexts>
> = {
  always: true,
  load: async (context, rows) => new Map(rows.map((row) => [row.id, notificationTexts(row, context.locale)])),
};

/**
 * Values for a new notification row whose subject and message follow the reader's language, e.g.
 * `notificationValues({ subjectKey: 'learning.course_completed', messageKey: 'notifications.course_completed_message', args: [course] })`.
 * Arguments that differ by language (a course's title in each of its variants) go in `argsByLocale`; a
 * language without its own falls back to English's.
 */
export function notificationValues(input: {
  subjectKey: MessageKey;
  messageKey?: MessageKey;
  args?: Arg[];
  argsByLocale?: Partial<Record<Locale, Arg[]>>;
  data?: Record<string, unknown>;
}): { subject: string; data: Record<string, unknown> } {
  const args = input.argsByLocale?.en ?? input.args ?? [];
  const byLocale = input.argsByLocale
    ? Object.fromEntries(
        locales.flatMap((locale) => {
          const value = input.argsByLocale?.[locale];
          return value ? [[locale, value]] : [];
        }),
      )
    : undefined;
  return {
    subject: translate(input.subjectKey, 'en', ...args).slice(0, 255),
    data: {
      ...input.data,
      subject_key: input.subjectKey,
      ...(input.messageKey ? { message_key: input.messageKey } : {}),
      args,
      ...(byLocale ? { args_by_locale: byLocale } : {}),
    },
  };
}
