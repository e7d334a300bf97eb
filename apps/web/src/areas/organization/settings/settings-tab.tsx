import type { Company } from '@academy/contracts/entities/company';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CustomUserFields } from './custom-user-fields.tsx';
import { emailFields, lessonFields, loginFields } from './settings-fields.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ThemeForm } from './theme-form.tsx';

/**
 * /organization/settings (spec §2, §3 company settings): the company's settings in sections, each saved on its
 * own. The server checks the rules of spec §5 and what a manager may switch on (company permissions), and its
 * messages appear on their fields. A reader without the company's `update` ability (a department head) sees the
 * settings read-only (each form disables its fields and offers no save), under a notice saying who changes them.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const permitted = (code: string) => company.permissions.some((entry) => entry.code === code && entry.value);
  const editable = can(company, 'update');
  const sections = (
    <Stack gap="xl" data-testid="company-settings">
      <SettingsSection name="login">
        {!permitted('sso_login') && (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} maw={680}>
            {t('organization.settings.sso_permission')}
          </Alert>
        )}
        <SettingsForm company={company} fields={loginFields(company)} data-testid="settings-login-form" />
      </SettingsSection>
      <SettingsSection name="custom_fields">
        <CustomUserFields company={company} />
      </SettingsSection>
      <SettingsSection name="emails">
        <SettingsForm company={company} fields={emailFields} data-testid="settings-emails-form" />
      </SettingsSection>
      <SettingsSection name="lessons">
        <SettingsForm company={company} fields={lessonFields} data-testid="settings-lessons-form" />
      </SettingsSection>
      <SettingsSection name="theme">
        <ThemeForm company={company} />
      </SettingsSection>
    </Stack>
  );
  if (editable) return sections;
  return (
    <Stack gap="lg">
      <Alert
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        maw={680}
        data-testid="settings-read-only"
      >
        {t('organization.settings.read_only')}
      </Alert>
      {sections}
    </Stack>
  );
}
