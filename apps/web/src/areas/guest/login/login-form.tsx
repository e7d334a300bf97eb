import { loginRequestSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { RETURN_PARAM } from '../../../api/session/return-path.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { followTarget } from '../shared/follow-target.ts';

/** Email and password sign-in; `company` is the slug or uuid of /login/:company. */
export function LoginForm(props: { company?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The page asked for before sign-in (a deep link); post-login routing checks it is one of ours.
  const [search] = useSearchParams();
  const form = useZodForm(loginRequestSchema, { email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = form.validate();
    if (!payload) return;
    setSubmitting(true);
    try {
      const item = await authApi.login({ ...payload, ...(props.company ? { company: props.company } : {}) });
      followTarget(await completeSignIn(item, { returnTo: search.get(RETURN_PARAM) }), navigate);
    } catch (error) {
      // 422 (wrong credentials) lands on the fields; throttling, 401 and connection errors above the form.
      if (!form.applyServerError(error)) setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.form_label')}>
      <Stack gap="md">
        <FormErrorAlert message={failure} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} aria-hidden />}
          required
          {...form.inputProps('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          required
          {...form.inputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={href('auth.request-reset-password')} size="sm">
            {t('login.forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
