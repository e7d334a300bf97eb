import { FIRST_PAINT_SLOTS } from '@academy/contracts/first-paint';
import { Divider, MantineProvider, Skeleton, Stack } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { GuestCard } from '../../areas/guest/shared/guest-card.tsx';
import { LanguageButton } from '../../components/language-button.tsx';
import { LANGUAGES, type LanguageCode } from '../../i18n/languages.ts';
import { GuestFrame } from '../layouts/guest-frame.tsx';
import { theme } from '../theme.ts';

/**
 * /login as it looks before the app has run: the guest frame and the sign-in card with its title and welcome,
 * and skeletons where the form and the links under it will be, of their heights, so the card keeps its size and
 * place when the real page replaces it. Rendered to HTML by the build (scripts/write-first-paint.tsx) with slots for
 * the tenant's name, logo and the year; the app replaces it with the real page in one commit (first-paint.ts).
 */
export function SignInFirstPaint(props: { i18n: I18n; language: LanguageCode; withLogo: boolean }) {
  const { t } = props.i18n;
  const current = LANGUAGES.find((language) => language.code === props.language) ?? LANGUAGES[0];
  return (
    <I18nextProvider i18n={props.i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <GuestFrame
          siteName={FIRST_PAINT_SLOTS.tenantName}
          languageMenu={<LanguageButton current={current} tabIndex={-1} />}
          year={FIRST_PAINT_SLOTS.year}
        >
          <GuestCard
            title={t('login.title')}
            subtitle={t('login.subtitle')}
            branding={{
              name: FIRST_PAINT_SLOTS.tenantName,
              logo: props.withLogo ? FIRST_PAINT_SLOTS.logo : null,
              headerColor: null,
            }}
          >
            {signInPageSkeleton}
          </GuestCard>
        </GuestFrame>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** The plain sign-in page's form (e-mail, password, "forgot", the button) and its links (PIN, sign up, shop). */
const signInPageSkeleton = (
  <>
    <Stack gap="md">
      <Skeleton h={61} />
      <Skeleton h={61} />
      <Skeleton h={18} w="35%" ml="auto" />
      <Skeleton h={44} />
    </Stack>
    <Skeleton h={20} w="40%" mx="auto" />
    <Divider />
    <Skeleton h={20} w="45%" mx="auto" />
    <Skeleton h={20} w="35%" mx="auto" />
  </>
);
