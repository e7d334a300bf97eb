import { FIRST_PAINT_SLOTS } from '@academy/contracts/first-paint';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { i18n, switchLanguage } from '../../i18n/i18n-setup.ts';
import nb from '../../i18n/nb.json';
import { FullScreenLoader } from '../errors/full-screen-loader.tsx';
import { firstPaintShown, removeFirstPaint } from './first-paint.ts';
import { SignInFirstPaint } from './sign-in-first-paint.tsx';

beforeAll(async () => {
  await switchLanguage('en');
});
afterEach(() => removeFirstPaint());

const paintCard = () => {
  const card = document.createElement('div');
  card.id = 'first-paint';
  document.body.prepend(card);
};

describe('the start-up loader and the sign-in page’s first paint', () => {
  it('shows nothing while the painted card is there, and the loader once it is gone', () => {
    paintCard();
    const loader = () => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <FullScreenLoader />
        </MantineProvider>
      </I18nextProvider>
    );
    const { rerender } = render(loader());
    expect(firstPaintShown()).toBe(true);
    expect(screen.queryByTestId('app-loader')).toBeNull();
    removeFirstPaint();
    expect(firstPaintShown()).toBe(false);
    rerender(loader());
    expect(screen.getByTestId('app-loader')).toBeTruthy();
  });
});

describe('the first paint’s template', () => {
  const template = (language: 'en' | 'nb', withLogo: boolean) => {
    const texts = i18next.createInstance();
    void texts.init({
      resources: { en: { translation: en }, nb: { translation: nb } },
      lng: language,
      fallbackLng: 'en',
      initAsync: false,
    });
    return renderToString(<SignInFirstPaint i18n={texts} language={language} withLogo={withLogo} />);
  };

  it('is the sign-in card in its language, with the slots the server fills', () => {
    const page = template('nb', true);
    expect(page).toContain('Logg inn</h1>');
    expect(page).toContain(nb.login.subtitle);
    expect(page).toContain('Norsk');
    // The tenant's name in the header and on the card, its logo, and the footer's year.
    expect(page.split(FIRST_PAINT_SLOTS.tenantName)).toHaveLength(3);
    expect(page).toContain(`src="${FIRST_PAINT_SLOTS.logo}"`);
    expect(page).toContain(`© ${FIRST_PAINT_SLOTS.year}`);
    // Mantine's variables of the academy's theme come with it, so the card has its colours before the app runs.
    expect(page).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
  });

  it('shows the academy’s mark where a tenant has no logo', () => {
    const page = template('en', false);
    expect(page).toContain(`${en.login.title}</h1>`);
    expect(page).not.toContain(FIRST_PAINT_SLOTS.logo);
    expect(page).toContain('English');
  });
});
