import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtiStepCard } from './lti-step-card.tsx';
import { putPlatformData } from './platform-storage.ts';

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * /lti/launch?state=…#target=…&platform=…&key=…&value=…&next=… (issue 25): the step before the platform when it
 * offers its storage. The login's value goes into the platform's storage (`lti.put_data`), then the frame goes
 * on to the platform's authorization endpoint. Only to that platform's origin — the one that took the value —
 * so the page never sends a browser anywhere else.
 */
export function LtiStorageStep() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const [target, platform, key, value, next] = ['target', 'platform', 'key', 'value', 'next'].map(
      (name) => fragment.get(name) ?? '',
    );
    if (!target || !platform || !key || !value || originOf(next) !== platform) {
      setFailed(true);
      return;
    }
    putPlatformData({ target, platform }, key, value).then(
      () => window.location.replace(next),
      () => setFailed(true),
    );
  }, []);
  return (
    <LtiStepCard
      title={t('lti.storage_title')}
      busy={t('lti.storage_saving')}
      failure={failed ? t('lti.storage_failed') : null}
    />
  );
}
