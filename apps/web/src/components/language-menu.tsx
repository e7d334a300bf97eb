import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/i18n-setup.ts';
import { LanguageButton } from './language-button.tsx';

const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(loadDropdown);

/**
 * The language switcher of the guest, bare and shop layouts. Its button shows at once; the menu's code (Mantine's
 * Menu, popover, focus trap and floating positioning, about a fifth of the sign-in page's scripts) is asked for
 * when the pointer or focus comes near it, and a click opens the menu as soon as that code is there.
 */
export function LanguageMenu(props: { variant?: 'subtle' | 'default' }) {
  // Subscribes to language changes, so the label follows a switch.
  const { i18n } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  const [opened, setOpened] = useState(false);
  const button = (
    <LanguageButton
      variant={props.variant}
      current={current}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuDropdown variant={props.variant} current={current} opened />
    </Suspense>
  );
}
