import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../../api/use-session.ts';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { GuestFrame } from './guest-frame.tsx';

/** Signed-out pages: a soft background, the language switch, and the page's card in the middle. */
export function GuestLayout() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <GuestFrame siteName={session?.tenant.name ?? t('app.name')} languageMenu={<LanguageMenu />}>
      <Outlet />
    </GuestFrame>
  );
}
