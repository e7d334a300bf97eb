import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { BareFieldset } from '../forms/bare-fieldset.tsx';
import { errorMessage } from '../forms/error-message.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { useLeavingAfterSave } from '../forms/use-leaving-after-save.ts';
import { FormSurface } from '../overlays/form-surface.tsx';
import { FieldInput } from './field-input.tsx';
import {
  type FormField,
  type FormValues,
  initialValues,
  toPayload,
  validateWithSchema,
} from './form-fields.ts';
import { LeaveGuard } from './leave-guard.tsx';

export type ResourceFormProps<Item, Result> = {
  /** The contract's create or update schema: the client checks what the server will check. */
  schema: z.ZodType;
  fields: readonly FormField<Item>[];
  /** The saved item of an update form; absent for a create form. */
  item?: Item;
  /**
   * Values the screen sets, not the user (a new variant's course, a new lesson's variant): part of every
   * payload and of its validation, never shown as fields.
   */
  fixedValues?: Record<string, unknown>;
  /** Sends the payload (the data layer's create or update); a 422 rejects with the field messages. */
  submit: (payload: Record<string, unknown>) => Promise<Result>;
  /** After a successful submit (e.g. go to the created item's page); a navigation it returns is waited for. */
  onSaved?: (result: Result) => unknown;
  onCancel?: () => void;
  submitLabelKey?: string;
  /** Read-only forms (the item's abilities deny update) show the values without a submit. */
  readOnly?: boolean;
  'data-testid'?: string;
};

/**
 * The generic create and update form (DESIGN §6): fields from a per-screen config over the contract's
 * schema, validated on the client with the same message keys the server uses (spec §5), a 422's field
 * errors put back on their fields, and a guard against leaving with unsaved changes.
 */
export function ResourceForm<Item, Result>(props: ResourceFormProps<Item, Result>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Fields are disabled only once a save leads away, not while its request runs: a form that stays keeps focus.
  const { leaving, follow } = useLeavingAfterSave();
  // Set once a save went through, so the navigation that follows is not held up by the leave guard.
  const saved = useRef(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(props.fields, props.item),
    validate: (values) =>
      validateWithSchema(props.schema, props.fields, values, currentLanguage(), props.fixedValues),
    validateInputOnBlur: true,
  });

  const names = new Set(props.fields.map((field) => field.name));
  // Fields may come later (a chosen company's questions on a new person): each starts from its initial value,
  // and what was typed into the others stays. Fields taken away are simply not sent (toPayload reads the fields).
  const fieldNames = [...names].join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of fields changes, by name.
  useEffect(() => {
    const values = form.getValues();
    const added = props.fields.filter((field) => !Object.hasOwn(values, field.name));
    if (added.length) form.setValues({ ...values, ...initialValues(added, props.item) });
  }, [fieldNames]);
  const submit = async (values: FormValues) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await props.submit({ ...toPayload(props.fields, values), ...props.fixedValues });
      saved.current = true;
      // A file went with this save (it is now the item's media): the field empties so the next save of
      // other changes does not send it again.
      const files = props.fields.filter((field) => field.kind === 'file' && values[field.name] !== null);
      const kept = { ...values, ...Object.fromEntries(files.map((field) => [field.name, null])) };
      if (files.length) form.setValues(kept);
      form.resetDirty(kept);
      await follow(props.onSaved?.(result));
      saved.current = false;
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        const onFields: Record<string, string> = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of Object.entries(error.errors)) {
          if (names.has(field)) onFields[field] = messages.join(' ');
          else elsewhere.push(...messages);
        }
        form.setErrors(onFields);
        setFormError(
          elsewhere.length ? elsewhere.join(' ') : Object.keys(onFields).length ? null : error.message,
        );
      } else setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const unsavedChanges = useCallback(() => !saved.current && form.isDirty(), [form]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => void submit(values))}
      data-testid={props['data-testid'] ?? 'resource-form'}
    >
      <LeaveGuard when={unsavedChanges} />
      <FormSurface>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <BareFieldset disabled={props.readOnly || leaving}>
            <Stack gap="md">
              {/* A field that just came shows once its initial value is set (the effect above). */}
              {props.fields
                .filter((field) => Object.hasOwn(form.getValues(), field.name))
                .map((field) => (
                  <FieldInput key={field.name} field={field} form={form} item={props.item} />
                ))}
            </Stack>
          </BareFieldset>
          {!props.readOnly && (
            <Group justify="flex-end" gap="sm">
              {props.onCancel && (
                <Button variant="default" onClick={props.onCancel} data-testid="form-cancel">
                  {t('actions.cancel')}
                </Button>
              )}
              <Button type="submit" loading={submitting} data-testid="form-submit">
                {t(props.submitLabelKey ?? 'resource.form.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </FormSurface>
    </form>
  );
}
