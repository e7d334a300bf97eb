import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clientStorage } from '../api/client-storage.ts';
import { request } from '../api/http-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { i18n, LANGUAGES, type LanguageCode, switchLanguage } from '../i18n/i18n-setup.ts';

/**
 * Switches en/nb and saves the choice (decisions.md "Language": the language picked last is the account's
 * preference): signed in, as the account's preferred language (PATCH users/{uuid}, allowed for oneself);
 * signed out, in this browser until the next sign-in saves it to the account.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  clientStorage.setLanguage(code);
  // The account is updated first: the server may pick content languages from the account preference, and
  // the queries that refetch on the language change must already see the new one.
  const user = sessionStore.get()?.user;
  clientStorage.setSignedOutLanguage(user && clientStorage.getToken() ? null : code);
  if (user && clientStorage.getToken()) {
    try {
      await request(`users/${user.uuid}`, {
        method: 'PATCH',
        body: { preferred_language: code },
        quiet: true,
        quietForbidden: true,
      });
    } catch {
      // The browser keeps the choice even when the account cannot be updated.
    }
  }
  await switchLanguage(code);
}

export function LanguageMenu(props: { variant?: 'subtle' | 'default' }) {
  const { t } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant={props.variant ?? 'subtle'}
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('language.choose_current', { language: current.label })}
          data-testid="language-menu"
        >
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === current.code ? <IconCheck size={14} aria-hidden /> : null}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
