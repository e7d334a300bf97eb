import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { href } from '@academy/contracts/routes';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { clientStorage } from '../../../api/client-storage.ts';
import { callOperation } from '../../../api/operations/call-operation.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { errorMessage } from '../../../components/forms/error-message.ts';

/** One sign-in per token, however often the page renders: a launch token works once. */
const signIns = new Map<string, Promise<LoginResponseItem>>();

/**
 * /scorm/:company/:course/:scormlearnerid?token=… (spec §2 "SCORM sign-in"): the academy inside a customer's LMS,
 * opened by a SCORM package's launch page. The launch token is exchanged for a session (kept in session storage,
 * so no third-party cookie is needed), SCORM mode is switched on with the LMS origin results go to, and the
 * course opens. A refused token shows the server's translated reason.
 */
export function ScormLoginPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let sent = signIns.get(token);
    if (!sent) {
      sent = callOperation(
        'scorm.login',
        {
          body: {
            companyUuid: params.company ?? '',
            courseUuid: params.course ?? '',
            scormLearnerId: params.scormlearnerid ?? '',
            token,
          },
        },
        { passUnauthorized: true, quiet: true },
      ).then((data) => data.item);
      signIns.set(token, sent);
    }
    let live = true;
    sent
      .then(async (item) => {
        await completeSignIn(item);
        // After completeSignIn, which switches SCORM mode off for every other sign-in.
        clientStorage.setScorm(true);
        clientStorage.setScormOrigin(item.scorm_origin ?? null);
        if (!live) return;
        const target = item.course
          ? href('academy.course.show', { course: item.course.uuid })
          : href('academy.dashboard.index');
        navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        if (live) setFailure(errorMessage(error));
      });
    return () => {
      live = false;
    };
  }, [token, params.company, params.course, params.scormlearnerid, navigate]);

  const problem = token ? failure : t('scorm.missing_token');
  return (
    <Center mih="100vh" p="md">
      {problem ? (
        <Alert
          color="red"
          variant="light"
          maw={520}
          title={t('scorm.failed_title')}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          data-testid="scorm-login-error"
        >
          {problem}
        </Alert>
      ) : (
        <Stack align="center" gap="sm" data-testid="scorm-login-pending">
          <Loader aria-hidden />
          <Text>{t('scorm.signing_in')}</Text>
        </Stack>
      )}
    </Center>
  );
}
