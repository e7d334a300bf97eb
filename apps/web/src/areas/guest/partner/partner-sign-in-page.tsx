import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { partnerSignInApi } from '../../../api/resources/partner-integrations.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { followTarget } from '../shared/follow-target.ts';
import { GuestCard } from '../shared/guest-card.tsx';

type SignIn = (search: URLSearchParams) => Promise<LoginResponseItem> | null;

/** The course the answer names: its variant page when it names one, else the course page. */
function coursePath(course: NonNullable<LoginResponseItem['course']>): string {
  return course.variant_uuid
    ? href('academy.variant.show', { course: course.uuid, coursevariant: course.variant_uuid })
    : href('academy.course.show', { course: course.uuid });
}

/**
 * The common page of both partner sign-ins (issue 25): reads the partner's query parameters, calls the
 * operation once (a ticket or digest works once: a second call would be a replay), shows a loader, then a
 * translated error or goes on — the handshake first (spec §4), else the course the answer opens, else the
 * common post-login target.
 */
function PartnerSignInPage(props: { signIn: SignIn }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const call = props.signIn(search);
    if (!call) {
      setFailure(t('partner_sign_in.missing'));
      return;
    }
    call
      .then(async (item) => {
        const target = await completeSignIn(item);
        if (target.kind === 'internal' && item.course)
          followTarget({ kind: 'internal', path: coursePath(item.course) }, navigate);
        else followTarget(target, navigate);
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [props, search, navigate, t]);

  return (
    <GuestCard title={failure ? t('partner_sign_in.failed_title') : t('partner_sign_in.title')}>
      {failure ? (
        <Stack>
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="partner-sign-in-error"
          >
            {failure}
          </Alert>
          <Button component="a" href={href('auth.login')} variant="light" fullWidth>
            {t('partner_sign_in.to_login')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" data-testid="partner-sign-in-loading">
          <Loader aria-label={t('common.loading')} />
          <Text c="dimmed">{t('partner_sign_in.loading')}</Text>
        </Stack>
      )}
    </GuestCard>
  );
}

const param = (search: URLSearchParams, name: string) => search.get(name) ?? undefined;

const storyboard: SignIn = (search) => {
  const authenticationTicket = search.get('authenticationTicket');
  if (!authenticationTicket) return null;
  return partnerSignInApi.storyboard({
    authenticationTicket,
    courseExtId: param(search, 'courseExtId'),
    courseVariantId: param(search, 'courseVariantId'),
    cursumCourseID: param(search, 'cursumCourseID'),
  });
};

const newlearning: SignIn = (search) => {
  const fields = ['customerKey', 'origin', 'email', 'courseId', 'timestamp', 'digest'] as const;
  const values = Object.fromEntries(fields.map((field) => [field, search.get(field)]));
  if (fields.some((field) => values[field] === null)) return null;
  return partnerSignInApi.newlearning(values as Record<(typeof fields)[number], string>);
};

/** /storyboard?authenticationTicket=…&courseExtId=…&courseVariantId=…&cursumCourseID=… */
export function StoryboardSignInPage() {
  return <PartnerSignInPage signIn={storyboard} />;
}

/** /newlearning?customerKey=…&origin=…&email=…&courseId=…&timestamp=…&digest=… */
export function NewlearningSignInPage() {
  return <PartnerSignInPage signIn={newlearning} />;
}
