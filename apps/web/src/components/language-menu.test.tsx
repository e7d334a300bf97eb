import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../i18n/i18n-setup.ts';
import { LanguageMenu } from './language-menu.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

const renderMenu = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <LanguageMenu />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('LanguageMenu', () => {
  it('shows the current language at once and opens the menu on the first click, once its code is there', async () => {
    renderMenu();
    const button = screen.getByTestId('language-menu');
    expect(button.textContent).toBe('English');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Norsk' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Norsk' }));
    await screen.findByText('Norsk', { selector: '[data-testid="language-menu"] *' });
    expect(i18n.language).toBe('nb');
    expect(screen.getByTestId('language-menu').getAttribute('aria-label')).toBe(
      i18n.t('language.choose_current', { language: 'Norsk' }),
    );
  });
});
