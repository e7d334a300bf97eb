import type { PartnerIntegration } from '@academy/contracts/entities/partner-integration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PartnerIntegrationsCard } from '../../../features/partner-integrations/partner-integrations-card.tsx';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { type FakeCall, fakeApi, itemAnswer, listAnswer, renderAt } from '../../../test/resource-ui.tsx';
import { company, companyUuid } from '../shared/organization-test-data.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const secret = 'S3cr3t-partner-key-only-shown-once-xxxxxxxxxxx';

function integration(id: number, extra: Partial<PartnerIntegration> = {}): PartnerIntegration {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    company_id: 1,
    kind: 'newlearning',
    name: `Partner ${id}`,
    customer_key: `pk_${String(id).padStart(18, '0')}`,
    course: null,
    seat_cap: null,
    seats_used: 0,
    handshake_url: null,
    created_at: '2026-01-10T10:00:00.000Z',
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
    status: 'active',
    abilities: { revoke: true },
    ...extra,
  };
}

/** A fake server holding the company's integrations: lists them, makes one (answering the key), revokes. */
function server(initial: PartnerIntegration[]) {
  const rows = [...initial];
  return fakeApi((call: FakeCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/company-courses') return listAnswer([]);
    if (path === `/api/v1/companies/${companyUuid}/partner-integrations` && call.method === 'GET')
      return listAnswer(rows);
    if (path === `/api/v1/companies/${companyUuid}/partner-integrations` && call.method === 'POST') {
      const body = call.body as { name: string; kind: PartnerIntegration['kind']; seat_cap: number | null };
      const made = integration(rows.length + 5, {
        name: body.name,
        kind: body.kind,
        seat_cap: body.seat_cap,
      });
      rows.unshift(made);
      return { status: 201, ...itemAnswer({ ...made, secret }) };
    }
    const revoked = /^\/api\/v1\/partner-integrations\/(\d+)\/revoke$/.exec(path);
    if (revoked && call.method === 'POST') {
      const index = rows.findIndex((row) => row.id === Number(revoked[1]));
      rows[index] = { ...rows[index], status: 'revoked', abilities: { revoke: false } };
      return itemAnswer(rows[index], { message: 'Partner integration revoked.' });
    }
    return undefined;
  });
}

describe('the partner integrations card', { timeout: 30_000 }, () => {
  it('says when there are none, makes one and shows its key once, then lists it without the key', async () => {
    const { calls } = server([]);
    renderAt(<PartnerIntegrationsCard company={company()} />);
    expect(await screen.findByText('No partner integrations')).toBeTruthy();
    fireEvent.click(screen.getByTestId('partner-create'));
    fireEvent.change(await screen.findByTestId('partner-name'), { target: { value: 'Storyboard AS' } });
    fireEvent.click(screen.getByTestId('partner-submit'));
    const shown = await screen.findByTestId('partner-created');
    expect(within(shown).getByTestId('partner-secret').textContent).toBe(secret);
    expect(within(shown).getByText(/not shown again/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'storyboard',
      name: 'Storyboard AS',
      course: null,
      seat_cap: null,
      expires_on: null,
      handshake_url: null,
    });
    fireEvent.click(screen.getByTestId('partner-done'));
    const row = await screen.findByTestId('partner-row');
    await waitFor(() => expect(screen.queryByTestId('partner-created')).toBeNull());
    expect(within(row).getByText('Storyboard AS')).toBeTruthy();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('shows seats and revokes after a confirm, in Norwegian', async () => {
    await switchLanguage('nb');
    try {
      const { calls } = server([integration(1, { name: 'Newlearning', seat_cap: 10, seats_used: 3 })]);
      renderAt(<PartnerIntegrationsCard company={company()} />);
      const row = await screen.findByTestId('partner-row');
      expect(within(row).getByText('3 av 10 plasser')).toBeTruthy();
      expect(within(row).getByTestId('partner-status').textContent).toBe('Aktiv');
      fireEvent.click(within(row).getByRole('button', { name: 'Trekk tilbake Newlearning' }));
      expect(await screen.findByText(/øktene den startet avsluttes nå/)).toBeTruthy();
      fireEvent.click(screen.getByTestId('partner-revoke-confirm'));
      await waitFor(() =>
        expect(within(screen.getByTestId('partner-row')).getByTestId('partner-status').textContent).toBe(
          'Trukket tilbake',
        ),
      );
      expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
        '/api/v1/partner-integrations/1/revoke',
      );
    } finally {
      await switchLanguage('en');
    }
  });

  it('offers a retry when the integrations cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'http.server_error' } }));
    renderAt(<PartnerIntegrationsCard company={company()} />);
    expect(await screen.findByText('The partner integrations could not be loaded.')).toBeTruthy();
  });
});
