import type { EnrollableType, Enrollment } from '@academy/contracts/entities/enrollment';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { BareFieldset } from '../../components/forms/bare-fieldset.tsx';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { refusedWriteErrors } from '../../components/forms/refused-write-errors.ts';
import { useLeavingAfterSave } from '../../components/forms/use-leaving-after-save.ts';
import type { FieldErrors } from '../../components/forms/use-zod-form.ts';
import { FormSurface } from '../../components/overlays/form-surface.tsx';
import { ReferenceSelect } from '../../components/reference-select/reference-select.tsx';
import { currentLanguage } from '../../i18n/i18n-setup.ts';
import { formatDate } from '../../i18n/reader-dates.ts';
import {
  type EnrollFormValues,
  enrollErrors,
  enrollPayload,
  initialEnrollValues,
  nextPeriod,
} from './enroll-form-rules.ts';
import { EnrollmentDatesFields } from './enrollment-dates-fields.tsx';
import { GranteeFields } from './grantee-fields.tsx';

type Named = { id: number; uuid: string; header: string };

/**
 * Enrolls a user, a department or a whole company in a course (spec §3, §4, §5), for the admin and organization
 * areas alike. Not a ResourceForm: which list the enrollable is chosen from follows the chosen type, and the
 * pause and the next period only make sense once the enrollment recurs. Checked with the contract's schema and
 * the server's rules before sending; a 422 lands on its fields.
 */
export function EnrollForm(props: {
  /** A fixed grantee (a user's or a department's page). */
  enrollable?: { type: EnrollableType; uuid: string; header: string };
  /** Offer only this company's people and departments; its company enrollments are for it. */
  company?: Named;
  /** A fixed course (the organization's "enroll more" of one course). */
  course?: { uuid: string; header: string };
  /** A course chosen up front that can still be changed (the organization's Courses tab's "Enroll"). */
  initialCourse?: string;
  /** Offer only the courses given to `company` (a manager's picker; admins may enroll in any course). */
  givenCoursesOnly?: boolean;
  /** A navigation it returns is waited for, the form disabled (useLeavingAfterSave). */
  onSaved: (enrollment: Enrollment) => unknown;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const create = enrollmentsApi.useCreate();
  const [values, setValues] = useState<EnrollFormValues>(() => ({
    ...initialEnrollValues(
      props.enrollable
        ? {
            enrollable_type: props.enrollable.type,
            enrollable_id: props.enrollable.uuid,
            company_id: props.company?.uuid,
          }
        : { company_id: props.company?.uuid },
    ),
    course_id: props.course?.uuid ?? props.initialCourse ?? null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { leaving, follow } = useLeavingAfterSave();

  const set = <K extends keyof EnrollFormValues>(field: K, value: EnrollFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const chooseType = (type: EnrollableType) => {
    setValues((previous) => ({
      ...previous,
      enrollable_type: type,
      // A company page's company enrollment is for that company; otherwise choose again in the new list.
      enrollable_id: type === 'company' && props.company ? props.company.uuid : null,
    }));
    setErrors(({ enrollable_id: _cleared, ...rest }) => rest);
  };

  const submit = async () => {
    setFormError(null);
    const found = enrollErrors(values, currentLanguage());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await create.mutateAsync(enrollPayload(values) as never);
      await follow(props.onSaved(result.item));
    } catch (error) {
      // A fixed course or grantee (a company's own enrollment included) has no field to show its error on
      // (e.g. the seats left): it goes above the form.
      const refused = refusedWriteErrors(error, (field) => {
        const fixed =
          (field === 'course_id' && props.course) ||
          (field === 'enrollable_id' && (props.enrollable || fixedCompany));
        return field in values && !fixed;
      });
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  const next = nextPeriod(values);
  const companyFilter = props.company ? { company: String(props.company.id) } : undefined;
  const fixedCompany = values.enrollable_type === 'company' && props.company;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="enroll-form"
    >
      <FormSurface>
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <BareFieldset disabled={leaving}>
            <Stack gap="md">
              {props.enrollable ? (
                <Text data-testid="enroll-grantee">
                  {t('enrollments.enroll.grantee', {
                    type: t(`enrollments.enrolled_as.${props.enrollable.type}`),
                    name: props.enrollable.header,
                  })}
                </Text>
              ) : (
                <GranteeFields
                  legend={t('enrollments.enroll.type')}
                  type={values.enrollable_type}
                  onTypeChange={chooseType}
                  kindLabel={(type) => t(`enrollments.enrolled_as.${type}`)}
                  pickerLabel={(type) => t(`enrollments.enroll.${type}`)}
                  value={values.enrollable_id}
                  onChange={(value) => set('enrollable_id', value)}
                  wholeCompany={
                    props.company
                      ? t('enrollments.enroll.grantee', {
                          type: t('enrollments.enrolled_as.company'),
                          name: props.company.header,
                        })
                      : null
                  }
                  companyFilter={companyFilter}
                  error={errors.enrollable_id}
                  testIds={{ type: 'enroll-type', whole: 'enroll-grantee', field: 'field-enrollable_id' }}
                />
              )}
              {!props.company && values.enrollable_type === 'user' && (
                <ReferenceSelect
                  segment="companies"
                  label={t('enrollments.enroll.owner_company')}
                  description={t('enrollments.enroll.owner_company_description')}
                  value={values.company_id}
                  onChange={(value) => set('company_id', value)}
                  error={errors.company_id}
                  data-testid="field-company_id"
                />
              )}
              {props.course ? (
                <Text data-testid="enroll-course">
                  {t('enrollments.course')}: {props.course.header}
                </Text>
              ) : (
                <ReferenceSelect
                  segment="courses"
                  filters={
                    props.givenCoursesOnly && props.company
                      ? { given_to: String(props.company.id) }
                      : undefined
                  }
                  label={t('enrollments.course')}
                  value={values.course_id}
                  onChange={(value) => set('course_id', value)}
                  error={errors.course_id}
                  required
                  data-testid="field-course_id"
                />
              )}
              <EnrollmentDatesFields
                start={values.start_date}
                end={values.end_date}
                onStartChange={(value) => set('start_date', value)}
                onEndChange={(value) => set('end_date', value)}
                errors={errors}
                endRequired={values.is_recurring}
              />
              <Switch
                label={t('enrollments.recurring')}
                description={t('enrollments.enroll.recurring_description')}
                checked={values.is_recurring}
                onChange={(event) => set('is_recurring', event.currentTarget.checked)}
                data-testid="field-is_recurring"
              />
              {values.is_recurring && (
                <NumberInput
                  label={t('enrollments.enroll.pause')}
                  description={t('enrollments.enroll.pause_description')}
                  value={values.recur_after_days}
                  onChange={(value) => set('recur_after_days', String(value))}
                  min={0}
                  max={3650}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors.recur_after_days}
                  data-testid="field-recur_after_days"
                />
              )}
              {next && (
                <Alert
                  variant="light"
                  color="blue"
                  icon={<IconRepeat size={18} aria-hidden />}
                  data-testid="enroll-next"
                >
                  {t('enrollments.enroll.next_period', {
                    start: formatDate(next.start),
                    end: formatDate(next.end),
                    count: next.days,
                  })}
                </Alert>
              )}
            </Stack>
          </BareFieldset>
          <Group justify="flex-end" gap="sm">
            {props.onCancel && (
              <Button variant="default" onClick={props.onCancel} data-testid="form-cancel">
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={create.isPending || leaving} data-testid="form-submit">
              {t('enrollments.enroll.submit')}
            </Button>
          </Group>
        </Stack>
      </FormSurface>
    </form>
  );
}
