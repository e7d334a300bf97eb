import type { Company } from '@academy/contracts/entities/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { type FakeCall, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { company, companyUuid, WithCompany } from '../shared/organization-test-data.tsx';
import { IntegrationsTab } from './integrations-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

function open(item: Company) {
  const api = fakeApi((call: FakeCall) =>
    call.url.pathname === `/api/v1/companies/${companyUuid}` && call.method === 'POST'
      ? itemAnswer({
          ...item,
          external_lms_url: (call.body as { external_lms_url: string }).external_lms_url,
        })
      : undefined,
  );
  renderWithRouter(
    [
      {
        path: '/organization',
        element: <WithCompany item={item} />,
        children: [{ path: '/organization/integrations', element: <IntegrationsTab /> }],
      },
    ],
    '/organization/integrations',
  );
  return api;
}

describe('the integrations tab', { timeout: 30_000 }, () => {
  it('shows the dedicated addresses and says which page is off', async () => {
    open(company());
    const login = await screen.findByTestId('dedicated-login');
    expect(within(login).getByTestId('dedicated-address').textContent).toBe(
      `${window.location.origin}/login/nordlys`,
    );
    expect(within(login).queryByTestId('dedicated-off')).toBeNull();
    const register = screen.getByTestId('dedicated-register');
    expect(within(register).getByTestId('dedicated-address').textContent).toBe(
      `${window.location.origin}/register/nordlys`,
    );
    expect(within(register).getByTestId('dedicated-off')).toBeTruthy();
  });

  it("says whether Microsoft and Facebook sign-in are on, from the company's settings; SCORM is not listed there", async () => {
    const item = company();
    item.scorm_enabled = true;
    item.settings = {
      ...item.settings,
      azure_login: true,
      azure_tenant_id: 'nordlys.onmicrosoft.com',
      azure_client_id: '0f9d2c1e-7a41-4b8e-9c55-2d3e4f5a6b7c',
      facebook_login: false,
    } as typeof item.settings;
    open(item);
    const entra = within(await screen.findByTestId('status-entra'));
    expect(entra.getByTestId('status-badge').textContent).toBe('On');
    expect(entra.getByText(/People of Nordlys AS sign in with their Microsoft work account/)).toBeTruthy();
    expect(within(screen.getByTestId('status-facebook')).getByTestId('status-badge').textContent).toBe('Off');
    // SCORM delivery has its own tab (issue 25).
    expect(screen.queryByTestId('status-scorm')).toBeNull();
  });

  it('saves the external LMS address through the company’s update', async () => {
    const { calls } = open(company());
    fireEvent.change(await screen.findByLabelText('Address of the external LMS'), {
      target: { value: 'https://lms.example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      external_lms_url: 'https://lms.example.test',
    });
  });

  it('shows the address read-only without the update ability, in Norwegian', async () => {
    await switchLanguage('nb');
    try {
      const item = company({ update: false });
      item.external_lms_url = 'https://lms.example.test';
      open(item);
      expect((await screen.findByTestId('lms-url')).textContent).toBe('https://lms.example.test');
      expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
      expect(screen.getByText('Egen innlogging og registrering')).toBeTruthy();
      expect(within(screen.getByTestId('status-entra')).getByTestId('status-badge').textContent).toBe('Av');
    } finally {
      await switchLanguage('en');
    }
  });
});
