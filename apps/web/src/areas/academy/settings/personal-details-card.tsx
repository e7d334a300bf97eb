import type { UserSettings } from '@academy/contracts/entities/user';
import { Alert, Card, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Name, e-mail, companies and departments; learners cannot change them (spec §6) and are told whom to ask. */
export function PersonalDetailsCard(props: { settings: UserSettings }) {
  const { t } = useTranslation();
  const { settings } = props;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="personal-details-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="personal-details-title">
          {t('academy.settings.personal_title')}
        </Title>
        {!settings.can_edit_personal_details && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="contact-head"
          >
            {t('academy.settings.contact_head')}
          </Alert>
        )}
        <TextInput label={t('fields.first_name')} value={settings.first_name} readOnly />
        <TextInput label={t('fields.last_name')} value={settings.last_name} readOnly />
        <TextInput label={t('fields.email')} value={settings.email} readOnly />
        <TextInput
          label={t('academy.settings.companies')}
          value={settings.companies.map((company) => company.header).join(', ') || '–'}
          readOnly
        />
        <TextInput
          label={t('academy.settings.departments')}
          value={settings.departments.map((department) => department.header).join(', ') || '–'}
          readOnly
        />
      </Stack>
    </Card>
  );
}
