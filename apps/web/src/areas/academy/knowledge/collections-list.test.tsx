import type { Book, KnowledgeCollection } from '@academy/contracts/entities/book';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { CollectionsList } from './collections-list.tsx';

const book = { id: 1, uuid: 'b1', name: 'Safety Handbook' } as Book;
const collection = (purchased: boolean) =>
  ({
    product: {
      id: 5,
      uuid: 'p5',
      name: 'Safety bundle',
      price: 149_000,
      currency: 'NOK',
      number_of_days: 365,
    },
    book_ids: [1],
    purchased,
  }) as unknown as KnowledgeCollection;

afterEach(async () => {
  await switchLanguage('en');
});

describe('CollectionsList', () => {
  for (const language of ['en', 'nb'] as const) {
    it(`shows no price while the knowledge base offers no way to buy (${language})`, async () => {
      await switchLanguage(language);
      renderWithProviders(<CollectionsList collections={[collection(false)]} books={[book]} />);
      expect(screen.getByTestId('collection-card').textContent).toContain('Safety bundle');
      expect(screen.getByRole('link', { name: 'Safety Handbook' })).toBeTruthy();
      const text = screen.getByTestId('collection-card').textContent ?? '';
      expect(text).not.toMatch(/1[\s\u00a0.,]?490|NOK|kr\b/);
      expect(text).toMatch(language === 'en' ? /365 days/ : /365 dager/);
    });
  }
});
