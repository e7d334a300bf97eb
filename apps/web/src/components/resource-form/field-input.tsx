import { ColorInput, FileInput, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field/date-field.tsx';
import { MediaField } from '../media-field/media-field.tsx';
import { ReferenceMultiSelect, ReferenceSelect } from '../reference-select/reference-select.tsx';
import { LazyRichTextField } from '../rich-text-editor/lazy-rich-text-editor.tsx';
import type { FormField, FormValues } from './form-fields.ts';

/** One field of a resource form, by its kind; label, description and error come from the config and form. */
export function FieldInput<Item>(props: {
  field: FormField<Item>;
  form: UseFormReturnType<FormValues>;
  item?: Item;
}) {
  const { t } = useTranslation();
  const { field, form } = props;
  const common = {
    label: field.label ?? t(field.labelKey),
    description: field.descriptionKey ? t(field.descriptionKey) : undefined,
    required: field.required,
    'data-testid': `field-${field.name}`,
  };
  const input = form.getInputProps(field.name);
  const value = form.getValues()[field.name];
  switch (field.kind) {
    case 'textarea':
      return <Textarea {...common} {...input} autosize minRows={3} />;
    case 'number':
      return <NumberInput {...common} {...input} />;
    case 'switch':
      return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'date':
      return (
        <DateField
          {...common}
          value={(value as string | null) ?? ''}
          onChange={(next) => form.setFieldValue(field.name, next)}
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          error={input.error}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          {...input}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.labelKey) }))}
          clearable={!field.required}
          // A required choice cannot be emptied by clicking the chosen option again.
          allowDeselect={!field.required}
        />
      );
    case 'reference': {
      const known = props.item && field.knownOption ? field.knownOption(props.item) : null;
      return (
        <ReferenceSelect
          {...common}
          segment={field.segment ?? field.name}
          value={(value as string | null) ?? null}
          onChange={(next) => form.setFieldValue(field.name, next)}
          error={input.error}
          known={known ? [known] : undefined}
          filters={field.filters}
          valueField={field.valueField}
        />
      );
    }
    case 'references':
      return (
        <ReferenceMultiSelect
          {...common}
          segment={field.segment ?? field.name}
          value={(value as string[]) ?? []}
          onChange={(next) => form.setFieldValue(field.name, next)}
          error={input.error}
          filters={field.filters}
        />
      );
    case 'media':
      return (
        <MediaField
          label={common.label}
          description={common.description}
          accept={field.accept === 'image' ? 'image' : 'media'}
          value={(value as string | null) ?? null}
          onChange={(next) => form.setFieldValue(field.name, next)}
          error={input.error}
          known={props.item && field.knownOption ? field.knownOption(props.item) : null}
          data-testid={common['data-testid']}
        />
      );
    case 'rich-text':
      return (
        <LazyRichTextField
          {...common}
          value={String(value ?? '')}
          onChange={(html) => form.setFieldValue(field.name, html)}
          error={input.error}
        />
      );
    case 'file':
      return (
        <FileInput
          {...common}
          {...input}
          accept={field.accept}
          clearable
          clearButtonProps={{ 'aria-label': t('resource.form.clear_file') }}
        />
      );
    case 'color':
      // A hex colour (#rrggbb), typed or picked; the swatch beside it shows the choice.
      return <ColorInput {...common} {...input} format="hex" withEyeDropper={false} />;
    default:
      return <TextInput {...common} {...input} />;
  }
}
