import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LANGUAGES } from '../i18n/i18n-setup.ts';

export type LanguageButtonProps = {
  variant?: 'subtle' | 'default';
  current: (typeof LANGUAGES)[number];
};

/** The language menu's button: the same before and after the menu's code has loaded. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  LanguageButtonProps & Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function LanguageButton({ variant, current, ...rest }, ref) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant={variant ?? 'subtle'}
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      aria-label={t('language.choose_current', { language: current.label })}
      aria-haspopup="menu"
      data-testid="language-menu"
      {...rest}
    >
      {current.label}
    </Button>
  );
});
