import type { SignInProvider } from '@academy/contracts/operations/auth-providers';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebook, IconBrandWindows } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerSignInApi } from '../../../api/provider-sign-in-api.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { rememberProviderSignIn } from './provider-sign-in-memory.ts';

/**
 * "Sign in with Microsoft / Facebook" on /login/:company where the company allows them (spec §3 settings), and
 * Facebook on plain /login (no company) when the platform's app is set: asks the server for the provider's address
 * and leaves for it; the provider sends the browser back to /azure/callback or /facebook/callback.
 */
export function ProviderButtons(props: { company?: string; azure: boolean; facebook: boolean }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<SignInProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!props.azure && !props.facebook) return null;

  const go = async (provider: SignInProvider) => {
    setFailure(null);
    setLeaving(provider);
    try {
      const url = await providerSignInApi.start(provider, props.company);
      rememberProviderSignIn(props.company);
      window.location.assign(url);
    } catch (error) {
      setFailure(errorMessage(error));
      setLeaving(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="provider-sign-in">
      <Divider label={t('login.provider.or')} labelPosition="center" />
      <FormErrorAlert message={failure} />
      {props.azure && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconBrandWindows size={18} aria-hidden />}
          loading={leaving === 'azure'}
          disabled={leaving !== null}
          onClick={() => void go('azure')}
        >
          {t('login.provider.microsoft')}
        </Button>
      )}
      {props.facebook && (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
          loading={leaving === 'facebook'}
          disabled={leaving !== null}
          onClick={() => void go('facebook')}
        >
          {t('login.provider.facebook')}
        </Button>
      )}
    </Stack>
  );
}
