import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callOperation } from '../../../api/operations/call-operation.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { GuestCard } from '../shared/guest-card.tsx';
import { storedBinding } from './platform-storage.ts';
import './lti-texts.ts';

/**
 * /lti/deep-link?code=… (issue 25, LTI Deep Linking): an instructor in the learning platform picks one of the
 * company's courses; the academy signs an LtiDeepLinkingResponse naming it, and this page posts it back to the
 * platform (a form post of `JWT` to the platform's return address, as the specification asks; the page's policy
 * lets its forms post to that address's origin only). When the login went through the platform's storage, the
 * login's value is read back from there first and handed to both calls, as the launch page does. The page speaks
 * the platform's language when its launch named one (as the launch page; nothing is saved).
 */
export function LtiDeepLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [course, setCourse] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<{ return_url: string; jwt: string } | null>(null);
  const binding = useQuery({
    queryKey: ['lti-deep-link-binding', code],
    queryFn: async () => (await storedBinding()) ?? null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const given = binding.data ?? undefined;
  const context = useQuery({
    queryKey: ['lti-deep-link', code],
    queryFn: async () => {
      const { item } = await callOperation('lti.deepLinkCourses', { body: { code, binding: given } });
      if (item.language) await switchLanguage(item.language);
      return item;
    },
    enabled: binding.isSuccess,
    retry: false,
  });
  const respond = useMutation({
    mutationFn: async (courseUuid: string) =>
      (
        await callOperation('lti.deepLinkRespond', {
          body: { code, binding: given, course_uuid: courseUuid },
        })
      ).item,
    onSuccess: setAnswer,
  });
  // Posted once React has rendered the form holding the signed answer (once: a development re-run of the
  // effect would post it twice).
  const posted = useRef(false);
  useEffect(() => {
    if (!answer || posted.current || !form.current) return;
    posted.current = true;
    form.current.submit();
  }, [answer]);

  // The platform's storage gave no value back, or the code was refused: nothing to pick from.
  const failure = binding.isError
    ? t('lti.storage_failed')
    : context.isError
      ? errorMessage(context.error)
      : null;
  let body: React.ReactNode;
  if (failure !== null)
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('lti.deep_link_failed')}
        role="alert"
        data-testid="lti-deep-link-error"
      >
        {failure}
      </Alert>
    );
  else if (!context.isSuccess) body = <Loader mx="auto" aria-label={t('common.loading')} />;
  else if (context.data.courses.length === 0)
    body = (
      <Text data-testid="lti-deep-link-empty">{t('lti.no_courses', { company: context.data.company })}</Text>
    );
  else
    body = (
      <Stack>
        <Text>{t('lti.deep_link_intro', { company: context.data.company })}</Text>
        <Select
          label={t('lti.course')}
          placeholder={t('lti.course_placeholder')}
          data={context.data.courses.map((item) => ({ value: item.uuid, label: item.title }))}
          value={course}
          onChange={setCourse}
          searchable
          data-testid="lti-deep-link-course"
        />
        {respond.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(respond.error)}
          </Alert>
        )}
        {answer ? (
          <Text role="status">{t('lti.returning')}</Text>
        ) : (
          <Button
            disabled={!course}
            loading={respond.isPending}
            onClick={() => course && respond.mutate(course)}
            data-testid="lti-deep-link-submit"
          >
            {t('lti.link')}
          </Button>
        )}
        {answer && (
          <form ref={form} method="post" action={answer.return_url} hidden>
            <input type="hidden" name="JWT" value={answer.jwt} />
          </form>
        )}
      </Stack>
    );
  return <GuestCard title={t('lti.deep_link_title')}>{body}</GuestCard>;
}
