import { type LoginRequest, loginRequestSchema } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { useFormSubmit } from '../../components/forms/use-form-submit.ts';
import { useZodForm } from '../../components/forms/use-zod-form.ts';

/**
 * E-mail and password, checked by the contract's schema, then `signIn` — the sign-in call and where it leads
 * (the login page's post-login routing, the product page's way back to the product). A refusal of the
 * credentials (422) lands on the fields; throttling, 401 and connection errors above the form.
 */
export function PasswordSignInForm(props: {
  label: string;
  submitLabel: string;
  signIn: (credentials: LoginRequest) => Promise<void>;
  /** The "Forgot password?" link (the login page; the product page has its own ways on). */
  forgotPassword?: boolean;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const form = useZodForm(loginRequestSchema, { email: '', password: '' });
  const { submit, submitting, failure } = useFormSubmit(form, props.signIn);

  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
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
        {props.forgotPassword && (
          <Group justify="flex-end">
            <Anchor component={Link} to={href('auth.request-reset-password')} size="sm">
              {t('login.forgot_password')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={submitting} fullWidth size={props.size}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
