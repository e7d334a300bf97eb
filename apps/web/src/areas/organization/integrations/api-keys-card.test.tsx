import type { ApiKey } from '@academy/contracts/entities/api-key';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderAt,
} from '../../../test/resource-ui.tsx';
import { company, companyUuid } from '../shared/organization-test-data.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const secret = 'ak_0123456789ab_S3cr3t-only-shown-once-xxxxxxxxxxxxxxxxxxxxxxx';

function apiKey(id: number, extra: Partial<ApiKey> = {}): ApiKey {
  return {
    ...entity(id, `Key ${id}`, {
      fqmi: `api-keys:${id}|api_key`,
      abilities: { view: true, update: false, delete: false, revoke: true },
    }),
    company_id: 1,
    company: null,
    name: `Key ${id}`,
    prefix: 'ak_0123456789ab',
    permissions: ['users.read'],
    created_by: 5,
    creator: null,
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
    status: 'active',
    ...extra,
  } as ApiKey;
}

/** A fake server holding the company's keys: it lists them, makes one (answering the key) and revokes. */
function server(initial: ApiKey[]) {
  const keys = [...initial];
  return fakeApi((call: FakeCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/api-keys' && call.method === 'GET') return listAnswer(keys);
    if (path === '/api/v1/api-keys' && call.method === 'POST') {
      const body = call.body as { name: string; permissions: ApiKey['permissions'] };
      const made = apiKey(keys.length + 10, { name: body.name, permissions: body.permissions });
      keys.unshift(made);
      return { status: 201, ...itemAnswer({ ...made, key: secret }) };
    }
    const revoked = /^\/api\/v1\/api-keys\/([^/]+)\/revoke$/.exec(path);
    if (revoked && call.method === 'POST') {
      const index = keys.findIndex((key) => key.uuid === revoked[1]);
      keys[index] = {
        ...keys[index],
        status: 'revoked',
        revoked_at: '2026-02-01T00:00:00.000Z',
        abilities: { ...keys[index].abilities, revoke: false },
      };
      return itemAnswer(keys[index], { message: 'API key revoked.' });
    }
    return undefined;
  });
}

describe('the API keys card', { timeout: 30_000 }, () => {
  it('says when there are none, creates one and shows the key once, then lists only its start', async () => {
    const { calls } = server([]);
    renderAt(<ApiKeysCard company={company()} />);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(calls[0].url.searchParams.get('filter[company]')).toBe(companyUuid);

    fireEvent.click(screen.getByTestId('api-key-create'));
    fireEvent.change(await screen.findByTestId('api-key-name'), { target: { value: 'Payroll' } });
    fireEvent.click(screen.getByLabelText('Read people'));
    fireEvent.click(screen.getByLabelText('Read enrollments'));
    fireEvent.click(screen.getByTestId('api-key-submit'));

    const shown = await screen.findByTestId('api-key-created');
    expect(within(shown).getByTestId('api-key-secret').textContent).toBe(secret);
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    const made = calls.find((call) => call.method === 'POST');
    expect(made?.body).toEqual({
      company_id: companyUuid,
      name: 'Payroll',
      permissions: ['users.read', 'enrollments.read'],
      expires_on: null,
    });

    fireEvent.click(screen.getByTestId('api-key-done'));
    const row = await screen.findByTestId('api-key-row');
    await waitFor(() => expect(screen.queryByTestId('api-key-created')).toBeNull());
    expect(within(row).getByText('Payroll')).toBeTruthy();
    expect(within(row).getByTestId('api-key-prefix').textContent).toBe('ak_0123456789ab…');
    expect(document.body.textContent).not.toContain(secret);
  });

  it('revokes a key after a confirm, in Norwegian', async () => {
    await switchLanguage('nb');
    try {
      const { calls } = server([apiKey(1, { name: 'Lønn', last_used_at: '2026-01-15T10:00:00.000Z' })]);
      renderAt(<ApiKeysCard company={company()} />);
      const row = await screen.findByTestId('api-key-row');
      expect(within(row).getByTestId('api-key-status').textContent).toBe('Aktiv');
      expect(within(row).getByText('Lese personer')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: 'Tilbakekall nøkkelen Lønn' }));
      expect(await screen.findByText(/slutter å virke med en gang/)).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      fireEvent.click(screen.getByTestId('api-key-revoke-confirm'));
      await waitFor(() =>
        expect(within(screen.getByTestId('api-key-row')).getByTestId('api-key-status').textContent).toBe(
          'Tilbakekalt',
        ),
      );
      expect(calls.find((call) => call.method === 'POST')?.url.pathname).toMatch(/\/revoke$/);
      expect(screen.queryByTestId('api-key-revoke')).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });

  it('offers a retry when the keys cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'http.server_error' } }));
    renderAt(<ApiKeysCard company={company()} />);
    expect(await screen.findByText('The API keys could not be loaded.')).toBeTruthy();
  });
});
