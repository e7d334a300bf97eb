import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field/date-field.tsx';

/**
 * An enrollment's start and end dates side by side, as the enroll form, the bulk enrollment and the dates
 * modal ask for them: the start required, the end optional (required for a recurring enrollment) and
 * explained, each with the server's message under it (spec §5).
 */
export function EnrollmentDatesFields(props: {
  start: string;
  end: string;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
  errors: { start_date?: string; end_date?: string };
  endRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <DateField
        label={t('enrollments.start_date')}
        value={props.start}
        onChange={props.onStartChange}
        error={props.errors.start_date}
        required
        data-testid="field-start_date"
      />
      <DateField
        label={t('enrollments.end_date')}
        description={t('enrollments.enroll.end_description')}
        value={props.end}
        onChange={props.onEndChange}
        error={props.errors.end_date}
        required={props.endRequired}
        data-testid="field-end_date"
      />
    </Group>
  );
}
