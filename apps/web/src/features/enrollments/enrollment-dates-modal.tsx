import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { DateField } from '../../components/date-field/date-field.tsx';
import { errorMessage } from '../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';

/** The form inside the modal: mounted per enrollment, so its fields start from that enrollment's dates. */
function DatesForm(props: { enrollment: Enrollment; onClose: () => void }) {
  const { t } = useTranslation();
  const update = enrollmentsApi.useUpdate();
  const [start, setStart] = useState(props.enrollment.start_date);
  const [end, setEnd] = useState(props.enrollment.end_date ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync({
        uuid: props.enrollment.uuid,
        input: { start_date: start, end_date: end === '' ? null : end },
      });
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && Object.keys(error.errors).length > 0) {
        const { start_date, end_date, ...rest } = error.errors;
        setErrors({
          ...(start_date ? { start_date: start_date.join(' ') } : {}),
          ...(end_date ? { end_date: end_date.join(' ') } : {}),
        });
        const other = Object.values(rest).flat();
        setFormError(other.length ? other.join(' ') : null);
      } else setFormError(errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="enrollment-dates-form"
    >
      <Stack gap="md">
        <Text size="sm">{props.enrollment.header}</Text>
        <FormErrorAlert message={formError} />
        <DateField
          label={t('enrollments.start_date')}
          value={start}
          onChange={(value) => setStart(value)}
          error={errors.start_date}
          required
          data-testid="field-start_date"
        />
        <DateField
          label={t('enrollments.end_date')}
          description={t('enrollments.enroll.end_description')}
          value={end}
          onChange={(value) => setEnd(value)}
          error={errors.end_date}
          data-testid="field-end_date"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-testid="form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="form-submit">
            {t('enrollments.edit_dates.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Changing an enrollment's start and end dates (issue 21 §3) through the enrollment's own update; the server
 * applies spec §5 (the end after the start and not before today) and its message lands on the end date.
 */
export function EnrollmentDatesModal(props: { enrollment: Enrollment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={props.enrollment !== null}
      onClose={props.onClose}
      title={t('enrollments.edit_dates.title')}
    >
      {props.enrollment && (
        <DatesForm key={props.enrollment.uuid} enrollment={props.enrollment} onClose={props.onClose} />
      )}
    </Modal>
  );
}
