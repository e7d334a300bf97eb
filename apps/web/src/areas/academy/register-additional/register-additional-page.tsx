import { registerAdditionalRequestSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { clientStorage } from '../../../api/client-storage.ts';
import { refreshContext } from '../../../api/session/refresh-context.ts';
import { currentScope } from '../../../api/session-store.ts';
import { useSession } from '../../../api/use-session.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { showSnackbar } from '../../../components/show-snackbar.tsx';

/**
 * /register-additional (spec §2, §4): after a provider sign-in into a company that needs more details,
 * the user completes them; the header is hidden and `welcome` is passed on to the dashboard.
 */
export function RegisterAdditionalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const user = session?.user;
  const form = useZodForm(registerAdditionalRequestSchema, {
    company: currentScope() ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = form.validate();
    if (!payload) return;
    setSubmitting(true);
    try {
      const data = await authApi.registerAdditional(payload);
      // The server answers with the sign-in item for the company (token and scope) and a message.
      const { item } = data;
      if (item.access_token) clientStorage.setToken(item.access_token);
      if (item.scope) clientStorage.setScope(item.scope);
      if (data.meta?.message) showSnackbar({ color: 'green', message: data.meta.message });
      await refreshContext();
      void navigate(href('academy.dashboard.index', search.get('welcome') ? { welcome: 'true' } : {}), {
        replace: true,
      });
    } catch (error) {
      if (!form.applyServerError(error)) setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="xl" shadow="sm">
      <form onSubmit={submit} noValidate aria-label={t('register_additional.title')}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('register_additional.title')}</Title>
            <Text c="dimmed">
              {t('register_additional.text', {
                company: session?.context.scope?.name ?? t('register_additional.your_company'),
              })}
            </Text>
          </Stack>
          <FormErrorAlert message={failure ?? form.errors.company ?? null} />
          <Group grow align="flex-start">
            <TextInput
              label={t('fields.first_name')}
              autoComplete="given-name"
              required
              {...form.inputProps('first_name')}
            />
            <TextInput
              label={t('fields.last_name')}
              autoComplete="family-name"
              required
              {...form.inputProps('last_name')}
            />
          </Group>
          <Button type="submit" loading={submitting}>
            {t('register_additional.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
