import type { Company } from '@academy/contracts/entities/company';
import type { User } from '@academy/contracts/entities/user';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkEnroll } from '../../../api/bulk-work.ts';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { refusedWriteErrors } from '../../../components/forms/refused-write-errors.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { EnrollmentDatesFields } from '../../../features/enrollments/enrollment-dates-fields.tsx';

const today = () => new Date().toISOString().slice(0, 10);
/** The fields the form shows the server's messages under. */
const FORM_FIELDS = new Set(['course_id', 'start_date', 'end_date']);

/** The form of the modal: a course given to the company, the start and the optional end date. */
function BulkEnrollForm(props: {
  company: Company;
  people: User[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enroll = useBulkEnroll();
  const [course, setCourse] = useState<string | null>(null);
  const [start, setStart] = useState(today());
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    if (!course) {
      setErrors({ course_id: t('organization.bulk.enroll.course_required') });
      return;
    }
    setErrors({});
    try {
      const { message } = await enroll.mutateAsync({
        course_id: course,
        company_id: props.company.uuid,
        user_ids: props.people.map((person) => person.uuid),
        start_date: start,
        end_date: end === '' ? null : end,
      });
      if (message) httpEnvironment().notify({ color: 'green', message });
      props.onDone();
    } catch (error) {
      const refused = refusedWriteErrors(error, (field) => FORM_FIELDS.has(field));
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
      data-testid="bulk-enroll-form"
    >
      <Stack gap="md">
        <Text size="sm" data-testid="bulk-enroll-people">
          {t('organization.bulk.enroll.people', {
            count: props.people.length,
            names: props.people.map((person) => person.name).join(', '),
          })}
        </Text>
        <FormErrorAlert message={formError} />
        <ReferenceSelect
          segment="courses"
          filters={{ given_to: String(props.company.id) }}
          label={t('enrollments.course')}
          value={course}
          onChange={(value) => {
            setCourse(value);
            setErrors(({ course_id: _cleared, ...rest }) => rest);
          }}
          error={errors.course_id}
          required
          data-testid="field-course_id"
        />
        <EnrollmentDatesFields
          start={start}
          end={end}
          onStartChange={setStart}
          onEndChange={setEnd}
          errors={errors}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} data-testid="form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={enroll.isPending} data-testid="form-submit">
            {t('organization.bulk.enroll.submit', { count: props.people.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Enroll in course" for the people selected in the users list (issue 21 §3): one request enrolls them all in
 * one course — all of them or none; the server's refusal (not enough seats, someone already enrolled) is shown
 * above the form and nobody is enrolled.
 */
export function BulkEnrollModal(props: {
  company: Company;
  people: User[] | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={props.people !== null}
      onClose={props.onCancel}
      title={t('organization.bulk.enroll.title')}
      size="lg"
    >
      {props.people && (
        <BulkEnrollForm
          company={props.company}
          people={props.people}
          onDone={props.onDone}
          onCancel={props.onCancel}
        />
      )}
    </Modal>
  );
}
