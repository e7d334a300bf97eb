import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { errorMessage } from '../forms/error-message.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
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
  /** A create form's starting values (e.g. a switch that starts on). */
  defaults?: Readonly<FormValues>;
  /**
   * Payload values the screen fixes without a field (a department created on its company's page): sent and
   * validated with the rest.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /** Sends the payload (the data layer's create or update); a 422 rejects with the field messages. */
  submit: (payload: Record<string, unknown>) => Promise<Result>;
  /** After a successful submit (e.g. go to the created item's page). */
  onSaved?: (result: Result) => void;
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
  // Set once a save went through, so the navigation that follows is not held up by the leave guard.
  const saved = useRef(false);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(props.fields, props.item, props.defaults),
    validate: (values) =>
      validateWithSchema(props.schema, props.fields, values, currentLanguage(), props.fixed),
    validateInputOnBlur: true,
  });

  const names = new Set(props.fields.map((field) => field.name));
  const submit = async (values: FormValues) => {
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await props.submit({ ...toPayload(props.fields, values), ...props.fixed });
      saved.current = true;
      // A file sent is kept by the server (its item shows it): the field empties, so the next save does not
      // send it again.
      const kept = { ...values };
      for (const field of props.fields) if (field.kind === 'file') kept[field.name] = null;
      form.setValues(kept);
      form.resetDirty(kept);
      props.onSaved?.(result);
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

  const leaving = useCallback(() => !saved.current && form.isDirty(), [form]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => void submit(values))}
      data-testid={props['data-testid'] ?? 'resource-form'}
    >
      <LeaveGuard when={leaving} />
      {/* On a white card: the page's grey would take the red of field messages below the contrast AA asks. */}
      <Paper withBorder radius="md" p="lg" maw={680}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <fieldset disabled={props.readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              {props.fields.map((field) => (
                <FieldInput key={field.name} field={field} form={form} item={props.item} />
              ))}
            </Stack>
          </fieldset>
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
      </Paper>
    </form>
  );
}
