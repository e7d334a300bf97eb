import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/use-session.ts';

/**
 * /admin: the admin area's landing page. Spec §2 sends /admin to statistics; until the statistics screen
 * exists (admin issue) the shell shows this overview of who is signed in and in which role.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.home.title')}</Title>
      <Text c="dimmed">{t('admin.home.text')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <Group wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="grape" aria-hidden>
              <IconShieldLock size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('admin.home.role')}
              </Text>
              <Text fw={600}>{user ? t(`roles.${user.role}`) : ''}</Text>
            </Stack>
          </Group>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Group wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconUser size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('admin.home.signed_in_as')}
              </Text>
              <Text fw={600}>{user?.email}</Text>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
