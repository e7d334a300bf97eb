import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { RETURN_PARAM } from '../../../api/session/return-path.ts';
import { completeSignIn } from '../../../api/session/sign-in.ts';
import { PasswordSignInForm } from '../../../features/sign-in/password-sign-in-form.tsx';
import { followTarget } from '../shared/follow-target.ts';

/** Email and password sign-in; `company` is the slug or uuid of /login/:company. */
export function LoginForm(props: { company?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The page asked for before sign-in (a deep link); post-login routing checks it is one of ours.
  const [search] = useSearchParams();
  return (
    <PasswordSignInForm
      label={t('login.form_label')}
      submitLabel={t('login.submit')}
      forgotPassword
      size="md"
      signIn={async (credentials) => {
        const item = await authApi.login({
          ...credentials,
          ...(props.company ? { company: props.company } : {}),
        });
        followTarget(await completeSignIn(item, { returnTo: search.get(RETURN_PARAM) }), navigate);
      }}
    />
  );
}
