import { requestResetPasswordSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { useFormSubmit } from '../../../components/forms/use-form-submit.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { GuestCard } from '../shared/guest-card.tsx';

/** /request-reset-password: email and the ALTCHA captcha (spec §2, §7). */
export function RequestResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(requestResetPasswordSchema, { email: '', captcha: '' });
  const { submit, submitting, failure, captcha } = useFormSubmit(
    form,
    async (payload) => {
      await authApi.requestResetPassword(payload);
      void navigate(href('auth.password-request-reset-success'), { replace: true });
    },
    { captcha: true },
  );

  return (
    <GuestCard title={t('reset.request.title')} subtitle={t('reset.request.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.request.title')}>
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            leftSection={<IconAt size={16} aria-hidden />}
            required
            {...form.inputProps('email')}
          />
          <AltchaField {...captcha} />
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('reset.request.submit')}
          </Button>
          <Anchor component={Link} to={href('auth.login')} size="sm" ta="center">
            {t('reset.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </GuestCard>
  );
}
