import { type EnrollableType, enrollmentCreateSchema } from '@academy/contracts/entities/enrollment';
import type { Locale } from '@academy/contracts/messages';
import { type FieldErrors, issuesToErrors } from '../../components/forms/use-zod-form.ts';
import { translate } from '../../i18n/validation-messages.ts';

/** What the enroll form holds while it is filled in (dates as 'YYYY-MM-DD', the pause as typed). */
export type EnrollFormValues = {
  enrollable_type: EnrollableType;
  enrollable_id: string | null;
  /** The owning company: only asked for a person who may belong to several. */
  company_id: string | null;
  course_id: string | null;
  start_date: string;
  end_date: string;
  is_recurring: boolean;
  /** spec §4: the pause in days before the next period (example 14). */
  recur_after_days: string;
};

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Today in UTC, as the server counts days (its clock decides "not before today"). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function initialEnrollValues(
  fixed: Partial<Pick<EnrollFormValues, 'enrollable_type' | 'enrollable_id' | 'company_id'>> = {},
  now = new Date(),
): EnrollFormValues {
  return {
    enrollable_type: fixed.enrollable_type ?? 'user',
    enrollable_id: fixed.enrollable_id ?? null,
    company_id: fixed.company_id ?? null,
    course_id: null,
    start_date: todayUtc(now),
    end_date: '',
    is_recurring: false,
    recur_after_days: '0',
  };
}

/** The create payload of the enrollment contract: empty optional fields left out, the pause only when recurring. */
export function enrollPayload(values: EnrollFormValues): Record<string, unknown> {
  const pause = values.recur_after_days.trim();
  return {
    course_id: values.course_id ?? '',
    enrollable_type: values.enrollable_type,
    enrollable_id: values.enrollable_id ?? '',
    ...(values.company_id ? { company_id: values.company_id } : {}),
    start_date: values.start_date,
    ...(values.end_date ? { end_date: values.end_date } : {}),
    is_recurring: values.is_recurring,
    ...(values.is_recurring ? { recur_after_days: pause === '' ? 0 : Number(pause) } : {}),
  };
}

/**
 * The period a recurring enrollment starts by itself once this one ends (spec §4): the day after the end plus
 * the pause, lasting as long again. Null until the dates and the pause make one.
 */
export function nextPeriod(values: EnrollFormValues): { start: string; end: string; days: number } | null {
  const pause = Number(values.recur_after_days || 0);
  if (!values.is_recurring || !isDate(values.start_date) || !isDate(values.end_date)) return null;
  if (!Number.isInteger(pause) || pause < 0 || values.end_date <= values.start_date) return null;
  const days = Math.round((Date.parse(values.end_date) - Date.parse(values.start_date)) / DAY);
  const start = addDays(values.end_date, pause + 1);
  return { start, end: addDays(start, days), days };
}

/**
 * The form's own check before sending, with the contract's schema and messages (spec §5) and the rules the
 * server adds: an enrollable is chosen, the end is not before today, a recurring enrollment has an end.
 */
export function enrollErrors(values: EnrollFormValues, locale: Locale, today = todayUtc()): FieldErrors {
  const parsed = enrollmentCreateSchema.safeParse(enrollPayload(values));
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues, locale);
  // "At least one course" whatever zod said about an empty choice.
  if (!values.course_id) errors.course_id = translate('validation.course_required', locale);
  if (!values.enrollable_id) errors.enrollable_id = translate('validation.required', locale);
  if (values.end_date && values.end_date < today && !errors.end_date)
    errors.end_date = translate('validation.end_date_after', locale);
  if (values.is_recurring && !values.end_date) errors.end_date = translate('validation.required', locale);
  return errors;
}
