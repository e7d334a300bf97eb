import type { CompanyCourse } from '@academy/contracts/entities/company-course';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyCoursesApi } from '../../api/resources/company-courses.ts';
import { DateField } from '../../components/date-field/date-field.tsx';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { refusedWriteErrors } from '../../components/forms/refused-write-errors.ts';
import type { FieldErrors } from '../../components/forms/use-zod-form.ts';
import { ReferenceSelect } from '../../components/reference-select/reference-select.tsx';

/** Which side the screen is on: a company's page gives courses, a course's page gives it to companies. */
export type GivenFrom = { company: { uuid: string } } | { course: { uuid: string } };

type Values = { other: string | null; seats: number | ''; end_date: string };

/**
 * Gives a course to a company (or changes what was given): the seats (empty: no limit) and the last day
 * (empty: no end). The server checks everything; its 422s land on the fields, the rest above them.
 */
export function CompanyCourseForm(props: {
  from: GivenFrom;
  /** The company course to change; giving when absent. */
  item?: CompanyCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = companyCoursesApi.useCreate();
  const update = companyCoursesApi.useUpdate();
  const [values, setValues] = useState<Values>({
    other: null,
    seats: props.item?.seats ?? '',
    end_date: props.item?.end_date ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const givingCourse = 'company' in props.from;
  const otherField = givingCourse ? 'course_id' : 'company_id';

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async () => {
    setFormError(null);
    setErrors({});
    const common = {
      seats: values.seats === '' ? null : Number(values.seats),
      end_date: values.end_date === '' ? null : values.end_date,
    };
    try {
      if (props.item) await update.mutateAsync({ uuid: props.item.uuid, input: common });
      else {
        if (!values.other) {
          setErrors({ [otherField]: t('courses.given.form.required') });
          return;
        }
        const input =
          'company' in props.from
            ? { company_id: props.from.company.uuid, course_id: values.other }
            : { course_id: props.from.course.uuid, company_id: values.other };
        await create.mutateAsync({ ...input, ...common });
      }
      props.onClose();
    } catch (error) {
      const refused = refusedWriteErrors(
        error,
        (field) => field === otherField || field === 'seats' || field === 'end_date',
      );
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  const title = props.item
    ? t('courses.given.form.change_title', { name: props.item.header })
    : t(givingCourse ? 'courses.given.form.give_course' : 'courses.given.form.give_company');
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={title}
      size="md"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        data-testid="company-course-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          {!props.item && (
            <ReferenceSelect
              segment={givingCourse ? 'courses' : 'companies'}
              label={t(givingCourse ? 'courses.given.course' : 'fields.company')}
              value={values.other}
              onChange={(value) => set('other', value)}
              error={errors[otherField]}
              required
              data-testid={`field-${otherField}`}
            />
          )}
          <NumberInput
            label={t('courses.given.seats')}
            description={t('courses.given.form.seats_hint')}
            value={values.seats}
            onChange={(value) => set('seats', value === '' ? '' : Number(value))}
            min={1}
            allowDecimal={false}
            error={errors.seats}
            data-testid="field-seats"
          />
          <DateField
            label={t('courses.given.end_date')}
            description={t('courses.given.form.end_date_hint')}
            value={values.end_date}
            onChange={(value) => set('end_date', value)}
            error={errors.end_date}
            data-testid="field-end_date"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              data-testid="company-course-save"
            >
              {t(props.item ? 'resource.form.save' : 'courses.given.form.give')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
