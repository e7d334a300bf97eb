import { z } from 'zod';

/**
 * Custom user fields (issue 21 §5): questions a company asks about its people (an employee number, a cost
 * centre). A company defines them in its settings; each person's answers are stored on the user under the
 * field's key. The key is made from the English label once, when the field is created, and never changes after
 * (editing the label keeps it), so answers, exports and imports keep finding it. The rules live here, once,
 * for the settings, the new-person form, the exports and the people import alike.
 */

/** A field's label in each language of the product. */
export type CustomFieldLabel = { en: string; nb: string };

/** A field as stored in the company's settings and shown in its item. */
export type CustomUserField = { key: string; label: CustomFieldLabel; required: boolean };

/**
 * Keys a custom user field may not have: the names of Object.prototype's own properties (`__proto__`,
 * `constructor`, `toString` …), which every plain object answers to, so a definition keyed by one would look
 * filled on every user. Readers use own properties only as well (Object.hasOwn).
 */
export const reservedCustomFieldKeys: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype),
);

export const customFieldKeyPattern = /^[a-z0-9_]+$/;
const maxKeyLength = 50;

// Letters a slug cannot spell by dropping accents (NFD leaves them whole).
const spelledOut: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss', œ: 'oe', þ: 'th', ð: 'd' };

/** The label as a key's stem: lower case ASCII letters, digits and underscores ("Ansatt-nr." → "ansatt_nr"). */
function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[æøåßœþð]/g, (letter) => spelledOut[letter] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, maxKeyLength - 4)
    .replace(/_+$/, '');
}

/**
 * The key of a new field with this (English) label: its slug, made unique among the keys already `taken`
 * (`department`, `department_2` …). A label with nothing to spell (only symbols) is keyed `field`; a slug every
 * object already answers to (`constructor`) gets a number, as a taken one does.
 */
export function customFieldKey(label: string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  const stem = slugOf(label) || 'field';
  const free = (key: string) => !used.has(key) && !reservedCustomFieldKeys.has(key);
  if (free(stem)) return stem;
  for (let number = 2; ; number++) if (free(`${stem}_${number}`)) return `${stem}_${number}`;
}

/** A label as stored before labels had languages (one string) reads as that string in both. */
const labelOf = (label: unknown): CustomFieldLabel => {
  if (typeof label === 'string') return { en: label, nb: label };
  const given = (label ?? {}) as Partial<CustomFieldLabel>;
  const en = typeof given.en === 'string' ? given.en : '';
  const nb = typeof given.nb === 'string' ? given.nb : '';
  return { en: en || nb, nb: nb || en };
};

/** A company's stored fields, whatever shape they were stored in (a label of one string before issue 21). */
export function readCustomUserFields(stored: unknown): CustomUserField[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((field: { key?: unknown; label?: unknown; required?: unknown }) => ({
    key: String(field.key ?? ''),
    label: labelOf(field.label),
    required: field.required === true,
  }));
}

/** The label in the reader's language. */
export const customFieldLabel = (field: { label: CustomFieldLabel }, locale: string): string =>
  locale === 'nb' ? field.label.nb : field.label.en;

/**
 * The keys of a settings write: a field sent with its key keeps it (the editor sends every existing field's key
 * back); a new one (no key) gets one from its English label, unique among the write's keys and the company's
 * earlier ones — a removed field's key is not handed to a new field, whose people would inherit old answers.
 */
export function assignCustomFieldKeys(
  fields: readonly { key?: string | undefined; label: CustomFieldLabel; required: boolean }[],
  earlierKeys: Iterable<string> = [],
): CustomUserField[] {
  const taken = new Set([...earlierKeys, ...fields.flatMap((field) => (field.key ? [field.key] : []))]);
  return fields.map((field) => {
    if (field.key) return { key: field.key, label: field.label, required: field.required };
    const key = customFieldKey(field.label.en, taken);
    taken.add(key);
    return { key, label: field.label, required: field.required };
  });
}

const labelText = z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long');

/** A label as a write gives it: `{en, nb}`, or one string (the shape before issue 21) used for both. */
export const customFieldLabelSchema = z.preprocess(
  (label) => (typeof label === 'string' ? { en: label, nb: label } : label),
  z.strictObject({ en: labelText, nb: labelText }),
);

/** A field as a settings write gives it: a new field has no key (it is made from the label). */
export const customUserFieldInputSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .max(maxKeyLength)
    .regex(customFieldKeyPattern, 'validation.invalid_value')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  label: customFieldLabelSchema,
  required: z.boolean(),
});

/** A field as a company item shows it. */
export const customUserFieldSchema = z.object({
  key: z.string(),
  label: z.object({ en: z.string(), nb: z.string() }),
  required: z.boolean(),
});

/** A person's answers: field key → text (an empty answer is no answer). */
export const customFieldValuesSchema = z.record(
  z.string().regex(customFieldKeyPattern, 'validation.invalid_value').max(maxKeyLength),
  z.string().trim().max(255, 'validation.too_long'),
);

/** The keys of the required fields a person's answers leave empty (each a 422 on `custom_fields.<key>`). */
export function missingRequiredFields(
  fields: readonly CustomUserField[],
  values: Readonly<Record<string, string>>,
): string[] {
  return fields
    .filter((field) => field.required && !(Object.hasOwn(values, field.key) && values[field.key]?.trim()))
    .map((field) => field.key);
}
