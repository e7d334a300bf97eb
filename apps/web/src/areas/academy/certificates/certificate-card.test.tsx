import type { Certificate } from '@academy/contracts/entities/certificate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { CertificateCard } from './certificate-card.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

// Midday, so the day is the same in every time zone the tests may run in.
const certificate = {
  id: 1,
  uuid: 'c-1',
  fqmi: 'certificates:c-1|certificate',
  header: 'Kursbevis',
  abilities: {},
  title: 'Kursbevis',
  course: { id: 3, uuid: 'k-3', fqmi: 'courses:k-3|course', header: 'Truckførerkurs' },
  issued_at: '2026-12-02T12:00:00.000Z',
  expires_at: '2027-03-14T12:00:00.000Z',
  valid: true,
  public_url: 'https://academy.test/public/certificate/c-1/1',
  pdf_url: '/api/v1/certificates/c-1/pdf',
} as unknown as Certificate;

const renderCard = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <CertificateCard certificate={certificate} highlighted={false} onView={() => {}} />
    </QueryClientProvider>,
  );

describe('CertificateCard dates', () => {
  it('shows dd.mm.yyyy to a Norwegian reader, never the browser’s mm/dd/yyyy', async () => {
    await switchLanguage('nb');
    renderCard();
    const card = screen.getByTestId('certificate-card');
    expect(card.textContent).toContain('02.12.2026');
    expect(card.textContent).toContain('14.03.2027');
    expect(card.textContent).toContain('Truckførerkurs');
    expect(card.textContent).not.toContain('2026-12-02');
  });

  it('keeps YYYY-MM-DD in English', () => {
    renderCard();
    expect(screen.getByTestId('certificate-card').textContent).toContain('2026-12-02');
  });
});
