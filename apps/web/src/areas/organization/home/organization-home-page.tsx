import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/use-session.ts';

/**
 * /organization: the organization area's landing page; the company overview (organization.company.update)
 * with its tabs arrives with the organization issue.
 */
export function OrganizationHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const companies = session?.user?.companies.filter((company) => company.is_manager) ?? [];
  const scope = session?.context.scope;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('organization.home.title')}</Title>
      <Text c="dimmed">{t('organization.home.text')}</Text>
      {scope?.type === 'company' && (
        <Card withBorder radius="lg" padding="lg">
          <Group wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconBuilding size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('organization.home.current_company')}
              </Text>
              <Text fw={600} data-testid="organization-company">
                {scope.name}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
      {companies.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('organization.home.managed')}</Text>
          {companies.map((company) => (
            <Text key={company.fqmi}>{company.name}</Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
