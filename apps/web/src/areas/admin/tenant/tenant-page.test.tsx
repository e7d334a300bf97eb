import type { Context } from '@academy/contracts/entities/context';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session-store.ts';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderAt } from '../../../test/resource-ui.tsx';
import { TenantPage } from './tenant-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const tenantUuid = '00000000-0000-4000-8000-000000000001';

function context(name: string): Context {
  return {
    application: {
      name: 'Academy',
      version: '1',
      frontend_required: null,
      enable_gtm: false,
      poll_interval: 30000,
      facebook_login: false,
    },
    context: { scope: null, user_scope: null, impersonating: false },
    tenant: { uuid: tenantUuid, name, logo: null, config: { default_language: 'en' }, gtm_id: null },
    paddle: { vendor_id: '', sandbox: true },
    payments: { provider: 'local', paddle_client_token: null, sandbox: true },
    user: null,
    user_language: { code: 'en' },
    impersonating: false,
  };
}

const tenant = (extra: Record<string, unknown> = {}) =>
  entity(1, 'Academy', {
    abilities: { view: true, update: true, delete: false },
    name: 'Academy',
    slug: 'academy',
    logo: null,
    config: { default_language: 'en', support_email: null, registration_open: true },
    gtm_id: null,
    default_language: 'en',
    support_email: null,
    registration_open: true,
    ...extra,
  });

/** The tenant item, its update, and the context the page reloads after a save. */
function serve(saved: { name: string }) {
  return fakeApi((call: FakeCall) => {
    if (call.url.pathname === `/api/v1/tenants/${tenantUuid}` && call.method === 'GET')
      return itemAnswer(tenant({ name: saved.name }));
    if (call.url.pathname === `/api/v1/tenants/${tenantUuid}` && call.method === 'POST') {
      const body = call.body as Record<string, unknown>;
      if (typeof body.name === 'string') saved.name = body.name;
      return itemAnswer(tenant({ name: saved.name }), { message: 'Tenant saved.' });
    }
    if (call.url.pathname === '/api/v1/context') return { body: { data: { item: context(saved.name) } } };
    return undefined;
  });
}

describe('the tenant settings', { timeout: 30_000 }, () => {
  it('saves the settings and reloads the context, so the shell shows the new name at once', async () => {
    sessionStore.set(context('Academy'));
    const saved = { name: 'Academy' };
    const { calls } = serve(saved);
    renderAt(<TenantPage />, '/admin/tenant/update');
    const name = await screen.findByTestId('field-name');
    expect((name as HTMLInputElement).value).toBe('Academy');
    expect(screen.getByTestId('no-logo')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Nordic Academy' } });
    fireEvent.change(screen.getByTestId('field-support_email'), { target: { value: 'help@academy.test' } });
    fireEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(sessionStore.get()?.tenant.name).toBe('Nordic Academy'));
    const update = calls.find((call) => call.method === 'POST');
    expect(update?.body).toEqual({
      _method: 'PATCH',
      name: 'Nordic Academy',
      gtm_id: null,
      default_language: 'en',
      support_email: 'help@academy.test',
      registration_open: true,
    });
  });

  it('refuses a logo of the wrong type and a bad tag manager id before sending, with the spec messages', async () => {
    sessionStore.set(context('Academy'));
    const { calls } = serve({ name: 'Academy' });
    renderAt(<TenantPage />, '/admin/tenant/update');
    await screen.findByTestId('field-name');
    const file = new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' });
    const logoInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!logoInput) throw new Error('The logo field has no file input');
    fireEvent.change(logoInput, { target: { files: [file] } });
    fireEvent.change(screen.getByTestId('field-gtm_id'), { target: { value: 'gtm-lower' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The logo must be a PNG, JPG or GIF image of at most 1 MB.')).toBeTruthy();
    expect(
      screen.getByText('The tag manager id must be GTM- followed by upper-case letters and digits.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the current logo and removes it on request', async () => {
    sessionStore.set(context('Academy'));
    const removed: unknown[] = [];
    fakeApi((call) => {
      if (call.url.pathname === `/api/v1/tenants/${tenantUuid}` && call.method === 'GET')
        return itemAnswer(tenant({ logo: removed.length ? null : '/api/v1/media/x/original?signature=s' }));
      if (call.url.pathname === `/api/v1/tenants/${tenantUuid}`) {
        removed.push(call.body);
        return itemAnswer(tenant({ logo: null }));
      }
      if (call.url.pathname === '/api/v1/context') return { body: { data: { item: context('Academy') } } };
      return undefined;
    });
    renderAt(<TenantPage />, '/admin/tenant/update');
    expect((await screen.findByTestId('current-logo')).getAttribute('src')).toContain(
      '/api/v1/media/x/original',
    );
    fireEvent.click(screen.getByTestId('remove-logo'));
    await screen.findByTestId('no-logo');
    expect(removed).toEqual([{ _method: 'PATCH', logo: null }]);
  });

  it('is read-only where the abilities deny update', async () => {
    sessionStore.set(context('Academy'));
    fakeApi((call) =>
      call.url.pathname === `/api/v1/tenants/${tenantUuid}`
        ? itemAnswer(tenant({ abilities: { view: true, update: false, delete: false } }))
        : undefined,
    );
    renderAt(<TenantPage />, '/admin/tenant/update');
    await screen.findByText('Only administrators can change these settings.');
    expect(screen.queryByTestId('form-submit')).toBeNull();
  });
});
