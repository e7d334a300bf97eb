import type { Book } from '@academy/contracts/entities/book';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../../../i18n/i18n-setup.ts';
import { BookPage } from './book-page.tsx';

const locked = {
  id: 1,
  uuid: 'book-1',
  name: 'Safety Handbook',
  description: '<p>Routines.</p>',
  purchased: false,
  readable: false,
  is_chapter: false,
  parent: null,
  chapters_count: 3,
  videos_count: 0,
  media: null,
  children: [],
  products: [
    {
      id: 5,
      uuid: 'p5',
      fqmi: 'products:p5|product',
      header: 'Safety bundle',
      name: 'Safety bundle',
      price: 149_000,
      currency: 'NOK',
      number_of_days: 365,
    },
  ],
} as unknown as Book;

vi.mock('../../../api/academy/knowledge.ts', () => ({ fetchBook: vi.fn(async () => locked) }));

afterEach(async () => {
  await switchLanguage('en');
});

describe('BookPage of a book not held', () => {
  for (const language of ['en', 'nb'] as const) {
    it(`names the products that include it, without prices (${language})`, async () => {
      await switchLanguage(language);
      render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider>
            <QueryClientProvider client={new QueryClient()}>
              <MemoryRouter initialEntries={['/knowledge/book-1']}>
                <Routes>
                  <Route path="/knowledge/:book" element={<BookPage />} />
                </Routes>
              </MemoryRouter>
            </QueryClientProvider>
          </MantineProvider>
        </I18nextProvider>,
      );
      const alert = await screen.findByTestId('book-locked');
      expect(alert.textContent).toContain('Safety bundle');
      expect(alert.textContent).toMatch(language === 'en' ? /365 days/ : /365 dager/);
      expect(alert.textContent).not.toMatch(/1[\s\u00a0.,]?490|NOK|kr\b/);
    });
  }
});
