import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollmentsApi } from '../../api/resources/enrollments.ts';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { refusedWriteErrors } from '../../components/forms/refused-write-errors.ts';
import { EnrollmentDatesFields } from './enrollment-dates-fields.tsx';

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
      const refused = refusedWriteErrors(error, (field) => field === 'start_date' || field === 'end_date');
      setErrors(refused.fields);
      setFormError(refused.form);
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
        <EnrollmentDatesFields
          start={start}
          end={end}
          onStartChange={setStart}
          onEndChange={setEnd}
          errors={errors}
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
