import type { Locale } from '@academy/contracts/messages';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { translate } from '../../i18n/validation-messages.ts';

/** The part of a zod schema the form needs; the contracts' schemas provide it. */
type SafeParser<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

export type FieldErrors = Record<string, string>;

/** Zod issues → one translated message per field (the contracts use message keys, spec §5). */
export function issuesToErrors(
  issues: { path: PropertyKey[]; message: string }[],
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    if (!errors[field]) errors[field] = translate(issue.message, locale);
  }
  return errors;
}

/**
 * A small form state bound to a contract schema (DESIGN §6): client validation with the same messages the
 * server uses, and a 422's field errors mapped back onto the fields.
 */
export function useZodForm<T extends Record<string, unknown>>(schema: SafeParser<unknown>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!previous[field as string]) return previous;
      const { [field as string]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);

  /** Validates; returns the parsed payload or null after showing the field messages. */
  const validate = useCallback(
    (extra?: (values: T) => FieldErrors) => {
      const result = schema.safeParse(values);
      const found = result.success ? {} : issuesToErrors(result.error.issues, currentLanguage());
      const more = extra ? extra(values) : {};
      const all = { ...found, ...more };
      setErrors(all);
      return Object.keys(all).length === 0 && result.success ? (result.data as T) : null;
    },
    [schema, values],
  );

  /** Maps a 422 onto the fields; returns true when the error was a validation error. */
  const applyServerError = useCallback((error: unknown) => {
    if (!isApiError(error) || error.kind !== 'validation') return false;
    const mapped: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.errors)) mapped[field] = messages.join(' ');
    setErrors(mapped);
    return true;
  }, []);

  const inputProps = useCallback(
    <K extends keyof T & string>(field: K) => ({
      value: values[field] as string,
      error: errors[field],
      onChange: (event: { currentTarget: { value: string } }) =>
        setField(field, event.currentTarget.value as T[K]),
    }),
    [values, errors, setField],
  );

  return { values, errors, setField, setErrors, validate, applyServerError, inputProps };
}
