import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../api/session/account-language.ts';
import { LANGUAGES } from '../i18n/i18n-setup.ts';
import { LanguageButton, type LanguageButtonProps } from './language-button.tsx';

/**
 * The language menu itself (Mantine's Menu with its popover and focus trap): loaded by `LanguageMenu` on the
 * first sign of intent, so the sign-in page's first paint does not wait for its code.
 */
export default function LanguageMenuDropdown(props: LanguageButtonProps & { opened: boolean }) {
  const { t } = useTranslation();
  const { opened, ...button } = props;
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} defaultOpened={opened}>
      <Menu.Target>
        <LanguageButton {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === props.current.code ? <IconCheck size={14} aria-hidden /> : null}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
