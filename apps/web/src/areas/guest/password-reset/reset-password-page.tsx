import { resetPasswordRequestSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { authApi } from '../../../api/auth-api.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { type FieldErrors, useZodForm } from '../../../components/forms/use-zod-form.ts';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';
import { GuestCard } from '../shared/guest-card.tsx';

/** /reset-password/:token/:email: set a new password with the link's token (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const token = params.token ?? '';
  const email = params.email ?? '';
  const form = useZodForm(resetPasswordRequestSchema, {
    email,
    token,
    password: '',
    password_confirmation: '',
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = form.validate(
      (values): FieldErrors =>
        values.password_confirmation !== values.password
          ? { password_confirmation: translate('validation.password_confirmation', currentLanguage()) }
          : {},
    );
    if (!payload) return;
    setSubmitting(true);
    try {
      await authApi.resetPassword({ ...payload, password_confirmation: payload.password_confirmation ?? '' });
      void navigate(href('auth.password-reset-success'), { replace: true });
    } catch (error) {
      form.applyServerError(error);
      // The token and email are not fields the user can fix; their errors are shown above the form.
      const linkErrors = isApiError(error)
        ? [...(error.errors.token ?? []), ...(error.errors.email ?? [])]
        : [];
      if (linkErrors.length > 0) setFailure(linkErrors.join(' '));
      else if (!isApiError(error) || error.kind !== 'validation') setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <GuestCard title={t('reset.form.title')} subtitle={t('reset.form.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.form.title')}>
        <Stack gap="md">
          <FormErrorAlert message={failure} />
          <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" />
          <PasswordInput
            label={t('fields.new_password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            required
            {...form.inputProps('password')}
          />
          <PasswordInput
            label={t('fields.password_confirmation')}
            autoComplete="new-password"
            required
            {...form.inputProps('password_confirmation')}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('reset.form.submit')}
          </Button>
          <Anchor component={Link} to={href('auth.request-reset-password')} size="sm" ta="center">
            {t('reset.form.new_link')}
          </Anchor>
        </Stack>
      </form>
    </GuestCard>
  );
}
