import { type Company, companySettingsSchema } from '@academy/contracts/entities/company';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { can } from '../../../api/resources/abilities.ts';
import { companiesApi } from '../../../api/resources/companies.ts';
import { BareFieldset } from '../../../components/forms/bare-fieldset.tsx';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';

type Values = { custom_user_fields: Company['settings']['custom_user_fields'] };

/** A row's name in its buttons' labels: its label in the reader's language, or its place. */
const rowName = (row: Values['custom_user_fields'][number], index: number) =>
  (currentLanguage() === 'nb' ? row.label.nb : row.label.en) || row.label.en || index + 1;

/**
 * The custom user fields a company asks of its people (at registration, in the new-person form, in the
 * profile; issue 21 §5): a list to add to, remove from and reorder. Not
 * the generic ResourceForm, whose fields are single values: this is one list of records, edited row by row
 * (the contract's messages still apply, on the row's own inputs: `custom_user_fields.2.label.nb`). A new row has
 * no key: the server makes it from the English label (contracts: customFieldKey).
 */
export function CustomUserFields(props: { company: Company }) {
  const { t } = useTranslation();
  const update = companiesApi.useUpdate();
  const [formError, setFormError] = useState<string | null>(null);
  const readOnly = !can(props.company, 'update');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { custom_user_fields: props.company.settings.custom_user_fields },
    validate: (values) => {
      const errors = schemaResolver(companySettingsSchema, { sync: true })(values);
      return Object.fromEntries(
        Object.entries(errors).map(([path, message]) => [
          path,
          translate(String(message), currentLanguage()),
        ]),
      );
    },
  });
  const rows = form.getValues().custom_user_fields;

  const save = async (values: Values) => {
    setFormError(null);
    try {
      // Checked against the settings contract by the form's validation.
      const { item } = await update.mutateAsync({
        uuid: props.company.uuid,
        input: { settings: values } as never,
      });
      // The server's fields, with the keys it made for the new ones: saved again, they keep them.
      const saved = { custom_user_fields: item.settings.custom_user_fields };
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'validation') return setFormError(errorMessage(error));
      // The server names a row's input by its path in the company (`settings.custom_user_fields.2.key`).
      const onRows: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [path, messages] of Object.entries(error.errors)) {
        const name = path.replace(/^settings\./, '');
        if (/^custom_user_fields\.\d+\./.test(name)) onRows[name] = messages.join(' ');
        else elsewhere.push(...messages);
      }
      form.setErrors(onRows);
      setFormError(elsewhere.length ? elsewhere.join(' ') : null);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))} data-testid="custom-fields-form">
      <Paper withBorder radius="md" p="lg" maw={680}>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          {rows.length === 0 && (
            <Text c="dimmed" size="sm" data-testid="custom-fields-empty">
              {t('organization.settings.custom_fields.empty')}
            </Text>
          )}
          <BareFieldset disabled={readOnly}>
            <Stack gap="md">
              {rows.map((row, index) => (
                <Paper
                  // Rows have no id of their own; the position is what the list is ordered by.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  withBorder
                  radius="sm"
                  p="sm"
                  data-testid={`custom-field-${index}`}
                >
                  <Group align="flex-start" gap="sm" wrap="wrap">
                    <TextInput
                      style={{ flex: '1 1 180px' }}
                      label={t('organization.settings.custom_fields.label_en')}
                      description={t('organization.settings.custom_fields.label_help')}
                      required
                      {...form.getInputProps(`custom_user_fields.${index}.label.en`)}
                      data-testid={`custom-field-${index}-label-en`}
                    />
                    <TextInput
                      style={{ flex: '1 1 180px' }}
                      label={t('organization.settings.custom_fields.label_nb')}
                      description={t('organization.settings.custom_fields.label_nb_help')}
                      required
                      {...form.getInputProps(`custom_user_fields.${index}.label.nb`)}
                      data-testid={`custom-field-${index}-label-nb`}
                    />
                  </Group>
                  {/* The key is made from the English label when the field is saved first, and kept after. */}
                  <Text size="xs" c="dimmed" mt={4} data-testid={`custom-field-${index}-key`}>
                    {row.key
                      ? t('organization.settings.custom_fields.key_is', { key: row.key })
                      : t('organization.settings.custom_fields.key_new')}
                  </Text>
                  <Group justify="space-between" mt="sm" wrap="wrap">
                    <Checkbox
                      label={t('organization.settings.custom_fields.required')}
                      {...form.getInputProps(`custom_user_fields.${index}.required`, { type: 'checkbox' })}
                      data-testid={`custom-field-${index}-required`}
                    />
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === 0}
                        aria-label={t('organization.settings.custom_fields.up', {
                          name: rowName(row, index),
                        })}
                        onClick={() =>
                          form.reorderListItem('custom_user_fields', { from: index, to: index - 1 })
                        }
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === rows.length - 1}
                        aria-label={t('organization.settings.custom_fields.down', {
                          name: rowName(row, index),
                        })}
                        onClick={() =>
                          form.reorderListItem('custom_user_fields', { from: index, to: index + 1 })
                        }
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('organization.settings.custom_fields.remove', {
                          name: rowName(row, index),
                        })}
                        onClick={() => form.removeListItem('custom_user_fields', index)}
                        data-testid={`custom-field-${index}-remove`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </BareFieldset>
          {!readOnly && (
            <Group justify="space-between" gap="sm">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={rows.length >= 20}
                onClick={() =>
                  form.insertListItem('custom_user_fields', {
                    key: '',
                    label: { en: '', nb: '' },
                    required: false,
                  })
                }
                data-testid="custom-field-add"
              >
                {t('organization.settings.custom_fields.add')}
              </Button>
              <Button type="submit" loading={update.isPending} data-testid="custom-fields-submit">
                {t('resource.form.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
