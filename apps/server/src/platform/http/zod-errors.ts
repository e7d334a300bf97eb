import { isMessageKey, type Locale, translate } from '@academy/contracts/messages';
import type { z } from 'zod';

/** Turns zod issues into translated messages keyed by field path (spec §5: looked up by field name). */
export function zodIssuesToFieldErrors(issues: z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  // A Map, not an object: the field names are the client's (an unknown key such as `toString` or `__proto__` would
  // otherwise find the object's inherited members).
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const key = field || '_';
    const messages = errors.get(key) ?? [];
    if (!messages.includes(message)) messages.push(message);
    errors.set(key, messages);
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(field ? `${field}.${key}` : key, translate('validation.unknown_field', locale));
      continue;
    }
    add(field, translate(messageKeyFor(issue), locale, ...argumentsFor(issue)));
  }
  return Object.fromEntries(errors);
}

function messageKeyFor(issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'validation.required' : 'validation.invalid_type';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.max_length' : 'validation.max_number';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.not_empty' : 'validation.min_length';
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1 ? 'validation.not_empty' : 'validation.min_length';
      return 'validation.invalid_value';
    case 'invalid_format':
      return issue.format === 'email'
        ? 'validation.email_invalid'
        : issue.format === 'date'
          ? 'validation.date'
          : 'validation.invalid_value';
    default:
      return 'validation.invalid_value';
  }
}

/** Zod 4 leaves the input out of issues unless asked; its default message still names what it received. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue && issue.input !== undefined) return issue.input === null;
  return !/received (?!undefined|null)\w+/.test(issue.message);
}

function argumentsFor(issue: z.core.$ZodIssue): (string | number)[] {
  if (issue.code === 'too_big') return [Number(issue.maximum)];
  if (issue.code === 'too_small') return [Number(issue.minimum)];
  return [];
}
