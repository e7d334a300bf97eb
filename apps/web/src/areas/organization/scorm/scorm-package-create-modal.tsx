import { type ScormVersion, scormVersions } from '@academy/contracts/entities/scorm';
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { companyCoursesApi } from '../../../api/resources/company-courses.ts';
import { useCreateScormPackage } from '../../../api/resources/scorm.ts';
import { DateField } from '../../../components/date-field/date-field.tsx';

const texts = 'organization.scorm';

/** "Create package": one of the company's courses, SCORM 1.2 or 2004 4th edition, an optional seat cap and last day. */
export function ScormPackageCreateModal(props: {
  companyUuid: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`${texts}.create_title`)}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {props.opened && <CreateForm companyUuid={props.companyUuid} onDone={props.onClose} />}
    </Modal>
  );
}

function CreateForm(props: { companyUuid: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateScormPackage();
  const courses = companyCoursesApi.useList({ filters: { company: props.companyUuid }, per_page: 100 });
  const [course, setCourse] = useState<string | null>(null);
  const [version, setVersion] = useState<ScormVersion>('1.2');
  const [seatCap, setSeatCap] = useState<number | string>('');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const options = (courses.data?.items ?? [])
    .filter((row) => row.course)
    .map((row) => ({ value: row.course!.uuid, label: row.course!.header }));
  const submit = async () => {
    setErrors({});
    try {
      await create.mutateAsync({
        company_id: props.companyUuid,
        course_id: course ?? '',
        version,
        seat_cap: typeof seatCap === 'number' ? seatCap : null,
        expires_on: expiresOn || null,
      });
      props.onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'validation') setErrors(failure.errors);
    }
  };
  const errorOf = (field: string) => errors[field]?.join(' ');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="scorm-package-form"
    >
      <Stack gap="md">
        <Select
          label={t(`${texts}.course`)}
          placeholder={t(`${texts}.course_placeholder`)}
          data={options}
          value={course}
          onChange={setCourse}
          searchable
          required
          disabled={courses.isPending}
          error={errorOf('course_id') ?? (courses.isError ? t(`${texts}.error`) : undefined)}
          data-testid="scorm-package-course"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t(`${texts}.version`)}
          </Text>
          <SegmentedControl
            value={version}
            onChange={(value) => setVersion(value as ScormVersion)}
            data={scormVersions.map((value) => ({
              value,
              label: t(`${texts}.version_${value === '2004' ? '2004' : '12'}`),
            }))}
            aria-label={t(`${texts}.version`)}
            data-testid="scorm-package-version"
          />
          {errorOf('version') && (
            <Text size="sm" c="red.8">
              {errorOf('version')}
            </Text>
          )}
        </Stack>
        <NumberInput
          label={t(`${texts}.seat_cap`)}
          description={t(`${texts}.seat_cap_hint`)}
          value={seatCap}
          onChange={setSeatCap}
          min={1}
          allowDecimal={false}
          error={errorOf('seat_cap')}
          data-testid="scorm-package-seat-cap"
        />
        <DateField
          label={t(`${texts}.expires_on`)}
          description={t(`${texts}.expires_on_hint`)}
          value={expiresOn}
          onChange={setExpiresOn}
          minDate={new Date()}
          error={errorOf('expires_on')}
          data-testid="scorm-package-expires"
        />
        {errorOf('company_id') && (
          <Text size="sm" c="red.8">
            {errorOf('company_id')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="scorm-package-submit">
            {t(`${texts}.save`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
