import { registerRequestSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { NewAccountFields } from '../../../components/forms/new-account-fields.tsx';
import { type FieldErrors, useZodForm } from '../../../components/forms/use-zod-form.ts';
import { currentLanguage } from '../../../i18n/i18n-setup.ts';
import { translate } from '../../../i18n/validation-messages.ts';
import { followTarget } from '../shared/follow-target.ts';

const initial = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

/** Sign-up with the contract's schema; the confirmation must match (spec §5). Signs the new user in. */
export function RegisterForm(props: { company?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(registerRequestSchema, initial);
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
      const item = await authApi.register({
        ...payload,
        preferred_language: currentLanguage(),
        ...(props.company ? { company: props.company } : {}),
      });
      if (!item) {
        void navigate(href('auth.thanks-for-registering'), { replace: true });
        return;
      }
      // The new user is signed in and arrives like an invited one on a first login: the dashboard with the
      // welcome (or register-additional first when the company requires more details). The company of a
      // company registration page comes back in `additional`, as after a provider sign-in.
      followTarget(await completeSignIn(item, { provider: true }), navigate);
    } catch (error) {
      if (!form.applyServerError(error)) setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.form_label')}>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <NewAccountFields inputProps={form.inputProps} passwordDescription={t('register.password_hint')} />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
