import type { UserSettingsUpdate } from '@academy/contracts/entities/user';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSettings, saveSettings } from '../../../api/academy/settings.ts';
import { queryClient } from '../../../api/query-client.ts';
import { changeLanguage } from '../../../api/session/account-language.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { PasswordResetCard } from './password-reset-card.tsx';
import { PersonalDetailsCard } from './personal-details-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';

const KEY = ['users', 'me', 'settings'];

/** /users/settings: e-mail and language preferences, read-only personal details, a password-reset mail. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: KEY, queryFn: fetchSettings });
  const save = useMutation({
    mutationFn: (update: UserSettingsUpdate) => saveSettings(update),
    onSuccess: (item) => {
      queryClient.setQueryData(KEY, item);
      // The chosen language applies at once; "browser" keeps the current one.
      if (item.preferred_language) void changeLanguage(item.preferred_language);
    },
  });

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('academy.settings.title')}</Title>
        <Text c="dimmed">{t('academy.settings.subtitle')}</Text>
      </Stack>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorPanel onRetry={() => void settings.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <PreferencesCard
              key={JSON.stringify(settings.data)}
              settings={settings.data}
              saving={save.isPending}
              onSave={(update) => save.mutate(update)}
            />
            <PasswordResetCard
              coreEmailsOn={settings.data.can_request_password_reset}
              email={settings.data.email}
            />
          </Stack>
          <PersonalDetailsCard settings={settings.data} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
