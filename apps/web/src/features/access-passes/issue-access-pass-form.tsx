import type { EnrollableType } from '@academy/contracts/entities/enrollment';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { accessPassesApi } from '../../api/resources/access-passes.ts';
import { errorMessage } from '../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import type { FieldErrors } from '../../components/forms/use-zod-form.ts';
import { ReferenceMultiSelect } from '../../components/reference-select/reference-select.tsx';
import { GranteeFields } from '../enrollments/grantee-fields.tsx';

/** The company that issues the pass: its people, departments and courses are offered. */
export type IssuingCompany = { id: number; uuid: string; name: string };

type Values = {
  grantable_type: EnrollableType;
  grantable_id: string | null;
  course_ids: string[];
  certificate_valid_for: number | '';
};

/**
 * Issues an access pass (spec §3): several courses in one go, to the whole company, one department or one
 * person of it, with how long the certificates it leads to stay valid (empty: the course's own rule). The
 * server writes one pass per course and refuses the lot when one of them is already issued to the same holder
 * (spec §5 "There is already an access pass issued for one of the selected courses"); no course chosen is
 * "At least one course is required". Both land on the course field.
 */
export function IssueAccessPassForm(props: {
  company: IssuingCompany;
  givenCoursesOnly?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = accessPassesApi.useCreate();
  const [values, setValues] = useState<Values>({
    grantable_type: 'company',
    grantable_id: props.company.uuid,
    course_ids: [],
    certificate_valid_for: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const chooseType = (type: EnrollableType) =>
    setValues((previous) => ({
      ...previous,
      grantable_type: type,
      grantable_id: type === 'company' ? props.company.uuid : null,
    }));

  const submit = async () => {
    setFormError(null);
    setErrors({});
    if (!values.grantable_id) {
      setErrors({ grantable_id: t('access_passes.issue.holder_required') });
      return;
    }
    try {
      // The contract's own messages (course_required, access_pass_exists) come back as a 422 on course_ids.
      await create.mutateAsync({
        course_ids: values.course_ids,
        grantable_type: values.grantable_type,
        grantable_id: values.grantable_id,
        company_id: props.company.uuid,
        certificate_valid_for: values.certificate_valid_for === '' ? null : values.certificate_valid_for,
      });
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && Object.keys(error.errors).length > 0) {
        const mapped: FieldErrors = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of Object.entries(error.errors)) {
          const key = field.split('.')[0];
          if (key in values && !(key === 'grantable_id' && values.grantable_type === 'company'))
            mapped[key] = messages.join(' ');
          else elsewhere.push(...messages);
        }
        setErrors(mapped);
        setFormError(elsewhere.length ? elsewhere.join(' ') : null);
      } else setFormError(errorMessage(error));
    }
  };

  const holderType = (type: EnrollableType) => t(`access_passes.holder_type.${type}`);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('access_passes.issue.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        data-testid="issue-access-pass-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <GranteeFields
            legend={t('access_passes.issue.holder')}
            type={values.grantable_type}
            onTypeChange={chooseType}
            kindLabel={holderType}
            pickerLabel={holderType}
            value={values.grantable_id}
            onChange={(value) => set('grantable_id', value)}
            wholeCompany={t('access_passes.issue.whole_company', { name: props.company.name })}
            companyFilter={{ company: String(props.company.id) }}
            error={errors.grantable_id}
            testIds={{ type: 'pass-holder', whole: 'pass-holder-company-name', field: 'field-grantable_id' }}
          />
          <ReferenceMultiSelect
            segment="courses"
            filters={props.givenCoursesOnly ? { given_to: String(props.company.id) } : undefined}
            label={t('access_passes.issue.courses')}
            description={t('access_passes.issue.courses_hint')}
            value={values.course_ids}
            onChange={(value) => set('course_ids', value)}
            error={errors.course_ids}
            required
            data-testid="field-course_ids"
          />
          <NumberInput
            label={t('access_passes.certificate_valid_for')}
            description={t('access_passes.issue.valid_for_hint')}
            value={values.certificate_valid_for}
            onChange={(value) => set('certificate_valid_for', value === '' ? '' : Number(value))}
            min={0}
            max={36500}
            allowDecimal={false}
            suffix={` ${t('access_passes.issue.days_suffix')}`}
            error={errors.certificate_valid_for}
            data-testid="field-certificate_valid_for"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="issue-access-pass-save">
              {t('access_passes.issue.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
