import type { Locale } from '@academy/contracts/messages';
import { schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { translate } from '../../i18n/validation-messages.ts';

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
  /** A media item of the library (its uuid), chosen or uploaded (components/media-field). */
  | 'media'
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
  /** A label that is text already, not an i18n key (a company's own custom field, labelled by the company). */
  label?: string;
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
  /** reference: what the value holds, the uuid (default) or the id (a setting that stores an id). */
  valueField?: 'uuid' | 'id';
  /** reference(s): list filters of the search (e.g. only images of the media library). */
  filters?: Record<string, string>;
  knownOption?: (item: Item) => { value: string; label: string } | null;
  /** file: accepted types (the file picker's filter). media: `image` (images only) or `media` (image or video). */
  accept?: string;
  /** The value a create form starts with (e.g. the API's default, so the form shows it); default empty. */
  initial?: FormValue;
  /**
   * file: the rule the server's upload check applies (its types and size), checked before sending with the
   * same message. A chosen file is checked by this rule, not by the schema: the schema describes the field's
   * stored value, while the file travels as a part of the multipart form.
   */
  fileRule?: { types: readonly string[]; maxBytes: number; messageKey: string };
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
    case 'media':
      return null;
    default:
      return '';
  }
}

/** The form's starting values: empty (or each field's `initial`) for a create, the saved item's for an update. */
export function initialValues<Item>(fields: readonly FormField<Item>[], item?: Item): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (!item) values[field.name] = field.initial ?? defaultValue(field);
    else if (field.fromItem) values[field.name] = field.fromItem(item);
    // A saved file is shown by the screen (a preview, a link); the input only holds a newly chosen one.
    else if (field.kind === 'file') values[field.name] = null;
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
 * its messages are the keys of spec §5, translated like the server's. `fixed` holds the values the screen
 * sets itself (the parent a new item is created in).
 */
export function validateWithSchema(
  schema: z.ZodType,
  fields: readonly FieldShape[],
  values: FormValues,
  locale: Locale,
  fixed: Record<string, unknown> = {},
): Record<string, string> {
  // A file is not a field of the contract's input: the server reads it beside the fields and checks its
  // bytes (DESIGN §9), so the schema sees the rest of the payload only; a chosen file meets its upload rule.
  const payload = toPayload(
    fields.filter((field) => !field.schemaless),
    values,
  );
  const translated: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'file') continue;
    delete payload[field.name];
    // From the values: a schemaless file (a company's logo) is not in the payload the schema sees.
    const file = values[field.name];
    if (!(file instanceof File)) continue;
    const rule = field.fileRule;
    if (rule && (!rule.types.includes(file.type.toLowerCase()) || file.size > rule.maxBytes))
      translated[field.name] = translate(rule.messageKey, locale);
  }
  const errors = schemaResolver(schema, { sync: true })({ ...payload, ...fixed });
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined || message === null) continue;
    const field = path.split('.')[0];
    if (!translated[field]) translated[field] = translate(String(message), locale);
  }
  return translated;
}
