import { loginWithCodeRequestSchema, requestLoginCodeSchema } from '@academy/contracts/entities/login-code';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAt, IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { RETURN_PARAM } from '../../../api/session/return-path.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { AltchaField } from '../../../components/altcha-field.tsx';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';
import { useFormSubmit } from '../../../components/forms/use-form-submit.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { followTarget } from '../shared/follow-target.ts';
import './pin-login-texts.ts';

const texts = 'login.pin';

/**
 * The sign-in page's PIN option (spec §2, issue 25): e-mail and code, or "Send me a code" by e-mail (with the
 * captcha of the password reset). Loaded only when chosen. `onBack` returns to the password form.
 */
export default function PinLoginForm(props: { company?: string; onBack: () => void }) {
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [asking, setAsking] = useState(false);
  return asking ? (
    <RequestCodeForm
      email={email}
      onDone={(address) => {
        setEmail(address);
        setAsking(false);
      }}
    />
  ) : (
    <CodeForm
      email={email}
      company={props.company}
      onAsk={(address) => {
        setEmail(address);
        setAsking(true);
      }}
      onBack={props.onBack}
    />
  );
}

function CodeForm(props: {
  email: string;
  company?: string;
  onAsk: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useZodForm(loginWithCodeRequestSchema, { email: props.email, value: '' });
  // A wrong, used or expired code lands on the code field; throttling and connection errors above the form.
  const { submit, submitting, failure } = useFormSubmit(form, async (payload) => {
    const item = await authApi.loginWithCode({
      email: payload.email,
      value: payload.value,
      ...(props.company ? { company: props.company } : {}),
    });
    followTarget(await completeSignIn(item, { returnTo: search.get(RETURN_PARAM) }), navigate);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(`${texts}.form_label`)} data-testid="pin-login-form">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t(`${texts}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.intro`)}
          </Text>
        </div>
        <FormErrorAlert message={failure} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} aria-hidden />}
          required
          {...form.inputProps('email')}
        />
        <TextInput
          label={t(`${texts}.code`)}
          inputMode="numeric"
          autoComplete="one-time-code"
          leftSection={<IconKey size={16} aria-hidden />}
          required
          {...form.inputProps('value')}
        />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {t(`${texts}.submit`)}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => props.onAsk(form.values.email)}>
          {t(`${texts}.send_link`)}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
          {t(`${texts}.back`)}
        </Anchor>
      </Stack>
    </form>
  );
}

function RequestCodeForm(props: { email: string; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(requestLoginCodeSchema, { email: props.email, captcha: '' });
  const [sent, setSent] = useState(false);
  const { submit, submitting, failure, captcha } = useFormSubmit(
    form,
    async (payload) => {
      await authApi.requestLoginCode(payload);
      setSent(true);
    },
    { captcha: true },
  );

  if (sent)
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          data-testid="pin-code-sent"
        >
          {t(`${texts}.sent`)}
        </Alert>
        <Button fullWidth onClick={() => props.onDone(form.values.email)}>
          {t(`${texts}.have_code`)}
        </Button>
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={t(`${texts}.send_title`)}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t(`${texts}.send_title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.send_intro`)}
          </Text>
        </div>
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
          {t(`${texts}.send_submit`)}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => props.onDone(form.values.email)}>
          {t(`${texts}.have_code`)}
        </Anchor>
      </Stack>
    </form>
  );
}
