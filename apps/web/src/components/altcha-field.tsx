import { Input, Skeleton } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_URL } from '../api/auth-api.ts';

/**
 * The ALTCHA proof-of-work widget (DESIGN §2). The widget script is loaded on demand so the entry chunk
 * stays small; the solved payload is handed to the form, which sends it as `captcha`.
 */
export function AltchaField(props: {
  onChange: (payload: string) => void;
  error?: string;
  resetKey?: number;
}) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const onChange = props.onChange;

  useEffect(() => {
    let active = true;
    void Promise.all([import('altcha'), import('altcha/i18n/nb')]).then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || !ready) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ready, onChange]);

  return (
    <Input.Wrapper label={t('captcha.label')} error={props.error} data-testid="captcha">
      {ready ? (
        // A new key mounts a fresh widget: after a language change or a used (single-use) solution.
        <div key={`${i18n.language}-${props.resetKey ?? 0}`}>
          <altcha-widget
            ref={ref}
            challenge={CAPTCHA_CHALLENGE_URL}
            language={i18n.language}
            style={{ '--altcha-max-width': '100%' }}
          />
        </div>
      ) : (
        <Skeleton h={70} radius="md" />
      )}
    </Input.Wrapper>
  );
}
