import type { Company } from '@academy/contracts/entities/company';
import { Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CustomUserFields } from './custom-user-fields.tsx';
import { emailFields, lessonFields, loginFields } from './settings-fields.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ThemeForm } from './theme-form.tsx';

/**
 * /organization/settings (spec §2, §3 company settings): the company's settings in sections, each saved on its
 * own. The overview shows the tab only with the company's `update` ability; the server checks the rules of
 * spec §5 and what a manager may switch on (company permissions), and its messages appear on their fields.
 */
export function SettingsTab() {
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="xl" data-testid="company-settings">
      <SettingsSection name="login">
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
}
