import { type Locale, translate } from '@academy/contracts/messages';
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';

/** What a form field holds while it is edited. */
export type FormValue = string | number | boolean | null | File | string[];
export type FormValues = Record<string, FormValue>;

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'date'
  | 'select'
  | 'reference'
  | 'references'
  | 'rich-text'
  | 'file'
  | 'color';

/**
 * One field of a per-screen form config over the contract's create or update schema (DESIGN §10). The
 * schema decides what is valid; the config says how the field is shown and turned into the payload.
 */
export type FormField<Item = unknown> = {
  /** The payload key, as in the contract's schema (and in a 422's `errors`). */
  name: string;
  kind: FieldKind;
  labelKey: string;
  descriptionKey?: string;
  /** Marks the field as required (the schema is what refuses an empty value). */
  required?: boolean;
  /**
   * What an empty text becomes: kept as '' (the schema says it is required), `null` (clears a nullable
   * field) or left out of the payload (an optional field not filled in). Default 'keep'.
   */
  empty?: 'keep' | 'null' | 'omit';
  /** select: the values and their i18n keys. */
  options?: readonly { value: string; labelKey: string }[];
  /** reference(s): the other resource's segment, and its label for the saved value. */
  segment?: string;
  /** reference(s): list filters of the search (e.g. only one company's departments). */
  filters?: Readonly<Record<string, string>>;
  knownOption?: (item: Item) => { value: string; label: string } | null;
  /** file: accepted types. */
  accept?: string;
  /**
   * A field the contract's schema does not name (a form's file part, e.g. a company's `logo`): sent with the
   * payload, checked by the server only.
   */
  schemaless?: boolean;
  /** The value shown for a saved item; default its field `name`. */
  fromItem?: (item: Item) => FormValue;
  /** The payload value of what was entered; default by kind. */
  toInput?: (value: FormValue) => unknown;
};

/** A field without what depends on the item type (what payload building needs). */
export type FieldShape = Omit<FormField<never>, 'fromItem' | 'knownOption'>;

function defaultValue(field: Pick<FormField, 'kind'>): FormValue {
  switch (field.kind) {
    case 'switch':
      return false;
    case 'references':
      return [];
    case 'reference':
    case 'select':
    case 'file':
      return null;
    default:
      return '';
  }
}

/** The form's starting values: empty (or the screen's defaults) for a create, the saved item's for an update. */
export function initialValues<Item>(
  fields: readonly FormField<Item>[],
  item?: Item,
  defaults: Readonly<FormValues> = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (!item) values[field.name] = defaults[field.name] ?? defaultValue(field);
    else if (field.fromItem) values[field.name] = field.fromItem(item);
    else {
      const saved = (item as Record<string, unknown>)[field.name];
      values[field.name] =
        saved === undefined || saved === null
          ? defaultValue(field)
          : field.kind === 'date' && typeof saved === 'string'
            ? saved.slice(0, 10)
            : (saved as FormValue);
    }
  }
  return values;
}

/** The payload the contract's schema validates and the API receives. */
export function toPayload(fields: readonly FieldShape[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    let value: unknown = values[field.name];
    if (typeof value === 'string' && field.kind !== 'rich-text') value = value.trim();
    if (value === '' || value === null) {
      const empty = field.empty ?? 'keep';
      if (empty === 'omit') continue;
      if (empty === 'null') value = null;
    }
    if (field.toInput) value = field.toInput(value as FormValue);
    else if (field.kind === 'number' && typeof value === 'string' && value !== '') value = Number(value);
    if (value !== undefined) payload[field.name] = value;
  }
  return payload;
}

/**
 * Client validation with the contract's schema (zod 4 is a standard schema, which @mantine/form reads):
 * its messages are the keys of spec §5, translated like the server's.
 */
export function validateWithSchema(
  schema: z.ZodType,
  fields: readonly FieldShape[],
  values: FormValues,
  locale: Locale,
  fixed: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const checked = fields.filter((field) => !field.schemaless);
  const errors = schemaResolver(schema, { sync: true })({ ...toPayload(checked, values), ...fixed });
  const translated: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined || message === null) continue;
    const field = path.split('.')[0];
    if (!translated[field]) translated[field] = translate(String(message), locale);
  }
  return translated;
}
