import type { LtiRegistration } from '@academy/contracts/entities/lti-registration';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LtiCard } from '../../../features/lti/lti-card.tsx';
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

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

function registration(id: number, extra: Partial<LtiRegistration> = {}): LtiRegistration {
  return {
    ...entity(id, `Moodle ${id}`, {
      fqmi: `lti-registrations:${id}|lti_registration`,
      abilities: { view: true, update: true, delete: true },
    }),
    company_id: 1,
    company: null,
    name: `Moodle ${id}`,
    issuer: 'https://moodle.example.test',
    client_id: `client-${id}`,
    deployment_ids: ['1'],
    auth_login_url: 'https://moodle.example.test/auth',
    auth_token_url: 'https://moodle.example.test/token',
    keyset_url: 'https://moodle.example.test/jwks',
    frame_origins: [],
    is_active: true,
    seat_limit: null,
    ...extra,
  } as LtiRegistration;
}

/** A fake server holding the company's platforms: it lists them and adds one; a change is refused with `refusal`. */
function server(initial: LtiRegistration[], refusal?: Record<string, string[]>) {
  const rows = [...initial];
  return fakeApi((call: FakeCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/lti-registrations' && call.method === 'GET') return listAnswer(rows);
    // A change is a POST to the item with the method override (spec §7).
    if (path.startsWith('/api/v1/lti-registrations/') && call.method === 'POST' && refusal)
      return { status: 422, body: { message: 'validation.errors_summary', errors: refusal } };
    if (path === '/api/v1/lti-registrations' && call.method === 'POST') {
      const body = call.body as Partial<LtiRegistration>;
      const made = registration(rows.length + 10, body);
      rows.unshift(made);
      return { status: 201, ...itemAnswer(made) };
    }
    return undefined;
  });
}

describe('the LTI platforms card', { timeout: 30_000 }, () => {
  it("shows the tool's addresses to copy, says when there are no platforms, and adds one", async () => {
    const { calls } = server([]);
    renderAt(<LtiCard company={company()} />);
    expect(await screen.findByText('No learning platforms')).toBeTruthy();
    expect(calls[0].url.searchParams.get('filter[company]')).toBe(companyUuid);
    expect(screen.getByTestId('lti-tool-urls').textContent).toContain(
      `${window.location.origin}/api/lti/login`,
    );
    expect(screen.getByTestId('lti-tool-urls').textContent).toContain(
      `${window.location.origin}/api/lti/jwks`,
    );

    fireEvent.click(screen.getByTestId('lti-create'));
    const fill = (name: string, value: string) =>
      fireEvent.change(screen.getByTestId(`lti-field-${name}`), { target: { value } });
    await screen.findByTestId('lti-form');
    fill('name', 'Canvas');
    fill('issuer', 'https://canvas.example.test');
    fill('client_id', '10000000000001');
    fill('deployment_ids', '1:abc, 2:def');
    fill('auth_login_url', 'https://canvas.example.test/api/lti/authorize_redirect');
    fill('auth_token_url', 'https://canvas.example.test/login/oauth2/token');
    fill('keyset_url', 'https://canvas.example.test/api/lti/security/jwks');
    fill('frame_origins', 'https://school.instructure.com/courses/1,  https://other.instructure.com');
    fireEvent.click(screen.getByTestId('lti-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      name: 'Canvas',
      company_id: companyUuid,
      deployment_ids: ['1:abc', '2:def'],
      frame_origins: ['https://school.instructure.com/courses/1', 'https://other.instructure.com'],
      seat_limit: null,
      is_active: true,
    });
    expect(await screen.findByText('Canvas')).toBeTruthy();
  });

  it("shows a platform's framing pages when editing, sends them as a list and puts the server's 422 on the field", async () => {
    const message = 'Enter an address beginning with https://.';
    const row = registration(1, { frame_origins: ['https://school.instructure.com'] });
    const { calls } = server([row], { 'frame_origins.1': [message] });
    renderAt(<LtiCard company={company()} />);
    fireEvent.click(await screen.findByTestId('lti-edit'));
    const field = (await screen.findByTestId('lti-field-frame_origins')) as HTMLInputElement;
    expect(field.value).toBe('https://school.instructure.com');
    expect(field.required).toBe(false);
    fireEvent.change(field, { target: { value: 'https://school.instructure.com http://evil.example' } });
    fireEvent.click(screen.getByTestId('lti-save'));
    expect(await screen.findByText(message)).toBeTruthy();
    const patched = calls.find((call) => call.url.pathname === `/api/v1/lti-registrations/${row.uuid}`)
      ?.body as Record<string, unknown>;
    expect(patched._method).toBe('PATCH');
    expect(patched.frame_origins).toEqual(['https://school.instructure.com', 'http://evil.example']);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the platforms in Norwegian', async () => {
    server([registration(1)]);
    await switchLanguage('nb');
    try {
      renderAt(<LtiCard company={company()} />);
      expect(await screen.findByText('Moodle 1')).toBeTruthy();
      expect(screen.getByText('LTI 1.3-læringsplattformer')).toBeTruthy();
      expect(screen.getByText('Aktiv')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });
});
