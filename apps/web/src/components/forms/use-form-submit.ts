import { useCallback, useState } from 'react';
import { errorMessage } from './error-message.ts';
import type { FieldErrors, useZodForm } from './use-zod-form.ts';

type ZodForm<T extends Record<string, unknown>> = ReturnType<typeof useZodForm<T>>;

/**
 * Sending a form bound to a contract schema: validate (with the form's own extra check, if any), send, and on
 * a refusal put a 422's messages on the fields and anything else (throttling, 401, no connection) above the
 * form. With `captcha`, a refused send also gives the form a new captcha, since a solution is single-use; the
 * captcha's props are `captcha` (for `AltchaField`).
 */
export function useFormSubmit<T extends Record<string, unknown>>(
  form: ZodForm<T>,
  send: (payload: T) => Promise<void>,
  options: { captcha?: boolean; extra?: (values: T) => FieldErrors } = {},
) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const { setField } = form;
  const onCaptcha = useCallback(
    (payload: string) => setField('captcha', payload as T['captcha']),
    [setField],
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = form.validate(options.extra);
    if (!payload) return;
    setSubmitting(true);
    try {
      await send(payload);
    } catch (error) {
      if (!form.applyServerError(error)) setFailure(errorMessage(error));
      if (options.captcha) {
        setField('captcha', '' as T['captcha']);
        setCaptchaKey((key) => key + 1);
      }
    }
    setSubmitting(false);
  };

  return {
    submit,
    submitting,
    failure,
    captcha: { onChange: onCaptcha, error: form.errors.captcha, resetKey: captchaKey },
  };
}
