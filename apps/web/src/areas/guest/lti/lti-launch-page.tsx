import { href } from '@academy/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { callOperation } from '../../../api/operations/call-operation.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { LtiStepCard } from './lti-step-card.tsx';
import { LtiStorageStep } from './lti-storage-step.tsx';
import { storedBinding } from './platform-storage.ts';
import './lti-texts.ts';

/**
 * /lti/launch?code=… (issue 25): where a verified LTI launch lands. The one-use code is exchanged for a session
 * of the launched person (the code travels in the address; without the platform's storage, the launch's answer
 * bound it to this browser with a partitioned cookie the exchange checks), then the course
 * the platform's link names opens — or the home page when it names none. When the login went through the
 * platform's storage (the fragment names it), the login's value is read back from there first and handed to
 * the exchange: only the browser that started the login can finish it. `?state=…` is the step before the
 * platform (lti-storage-step.tsx). The session speaks the platform's language when the launch named one
 * (decisions.md, LTI 1.3): a new person prefers it already; for an existing one it is applied to the interface
 * here, for this session, and their saved choice is left as it is.
 */
export function LtiLaunchPage() {
  const [params] = useSearchParams();
  if (params.get('state') && !params.get('code')) return <LtiStorageStep />;
  return <LtiExchangeStep code={params.get('code') ?? ''} />;
}

function LtiExchangeStep({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once: the code is single use, and a second exchange (a re-render in development) would be refused.
    if (started.current) return;
    started.current = true;
    (async () => {
      let binding: string | undefined;
      try {
        binding = await storedBinding();
      } catch {
        setFailure(t('lti.storage_failed'));
        return;
      }
      try {
        const { item } = await callOperation('lti.exchange', { body: { code, binding } });
        const target = await completeSignIn(item);
        if (item.language) await switchLanguage(item.language);
        if (item.course_uuid)
          navigate(href('academy.course.show', { course: item.course_uuid }), { replace: true });
        else if (target.kind === 'external') window.location.assign(target.url);
        else navigate(target.path, { replace: true });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    })();
  }, [code, navigate, t]);
  return <LtiStepCard title={t('lti.launch_title')} busy={t('lti.launching')} failure={failure} />;
}
