import type { Company } from '@academy/contracts/entities/company';
import type { ScormPackage, ScormRegistration } from '@academy/contracts/entities/scorm';
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
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { company, companyUuid, WithCompany } from '../shared/organization-test-data.tsx';
import { ScormTab } from './scorm-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const summary = (id: number, header: string) => {
  const uuid = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  return { id, uuid, fqmi: `courses:${uuid}|course`, header };
};
const safety = summary(501, 'Safety at sea');
const firstAid = summary(502, 'First aid');

function scormPackage(id: number, extra: Partial<ScormPackage> = {}): ScormPackage {
  return {
    ...entity(id, `Package ${id}`, {
      fqmi: `scorm-packages:${id}|scorm_package`,
      abilities: { view: true, update: false, delete: false, revoke: true, download: true },
    }),
    company_id: 1,
    company: null,
    course_id: safety.id,
    course: safety,
    version: '1.2',
    seat_cap: 50,
    seats_used: 12,
    expires_at: null,
    revoked_at: null,
    status: 'active',
    ...extra,
  } as ScormPackage;
}

function learner(id: number): ScormRegistration {
  return {
    ...entity(id, `lms-learner-${id}`, { fqmi: `scorm-registrations:${id}|scorm_registration` }),
    company_id: 1,
    course_id: safety.id,
    course: safety,
    package_id: 1,
    user_id: 40 + id,
    user: null,
    scorm_learner_id: `lms-learner-${id}`,
    last_launched_at: '2026-02-03T09:30:00.000Z',
  } as ScormRegistration;
}

/** A fake server holding the company's packages: it lists, creates and revokes them, and lists the learners. */
function server(initial: ScormPackage[], learners: ScormRegistration[] = []) {
  const rows = [...initial];
  return fakeApi((call: FakeCall) => {
    const path = call.url.pathname;
    if (path === '/api/v1/scorm-packages' && call.method === 'GET') return listAnswer(rows);
    if (path === '/api/v1/scorm-packages' && call.method === 'POST') {
      const body = call.body as { version: ScormPackage['version']; seat_cap: number | null };
      const made = scormPackage(rows.length + 10, {
        course: firstAid,
        course_id: firstAid.id,
        version: body.version,
        seat_cap: body.seat_cap,
        seats_used: 0,
      });
      rows.unshift(made);
      return { status: 201, ...itemAnswer(made, { message: 'SCORM package created.' }) };
    }
    const revoke = path.match(/^\/api\/v1\/scorm-packages\/([^/]+)\/revoke$/);
    if (revoke && call.method === 'POST') {
      const index = rows.findIndex((row) => row.uuid === revoke[1]);
      rows[index] = {
        ...rows[index],
        status: 'revoked',
        revoked_at: '2026-03-01T10:00:00.000Z',
        abilities: { ...rows[index].abilities, revoke: false, download: false },
      };
      return itemAnswer(rows[index], { message: 'Package revoked.' });
    }
    if (path === '/api/v1/scorm-registrations') return listAnswer(learners);
    if (path === '/api/v1/company-courses')
      return listAnswer([
        entity(601, 'Safety at sea', { course: safety }),
        entity(602, 'First aid', { course: firstAid }),
      ]);
    return undefined;
  });
}

function open(item: Company) {
  renderWithRouter(
    [
      {
        path: '/organization',
        element: <WithCompany item={item} />,
        children: [{ path: '/organization/scorm', element: <ScormTab /> }],
      },
    ],
    '/organization/scorm',
  );
}

const withScorm = (lmsUrl: string | null = 'https://lms.nordlys.example') => {
  const item = company();
  item.scorm_enabled = true;
  item.external_lms_url = lmsUrl;
  return item;
};

describe('the SCORM tab', { timeout: 30_000 }, () => {
  it('says so when SCORM is not on for the company, and asks for nothing', async () => {
    const { calls } = server([]);
    open(company());
    expect((await screen.findByTestId('scorm-not-enabled')).textContent).toContain('SCORM is not turned on');
    expect(screen.queryByTestId('scorm-tab')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("lists the company's packages and the people who came in through them", async () => {
    const { calls } = server(
      [
        scormPackage(1),
        scormPackage(2, {
          version: '2004',
          seat_cap: null,
          seats_used: 3,
          status: 'expired',
          expires_at: '2026-03-01T00:00:00.000Z',
          abilities: { view: true, update: false, delete: false, revoke: false, download: false },
        }),
      ],
      [learner(1)],
    );
    open(withScorm());
    expect((await screen.findByTestId('scorm-lms-url')).getAttribute('href')).toBe(
      'https://lms.nordlys.example',
    );
    const rows = await screen.findAllByTestId('scorm-package-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('SCORM 1.2')).toBeTruthy();
    expect(within(rows[0]).getByText('12 of 50')).toBeTruthy();
    expect(within(rows[0]).getByText('None')).toBeTruthy();
    expect(within(rows[0]).getByTestId('scorm-package-status').textContent).toBe('Active');
    expect(
      within(rows[0]).getByRole('button', { name: 'Revoke the SCORM 1.2 package of Safety at sea' }),
    ).toBeTruthy();
    expect(within(rows[1]).getByText('SCORM 2004 4th edition')).toBeTruthy();
    expect(within(rows[1]).getByText('3 (no cap)')).toBeTruthy();
    expect(within(rows[1]).getByTestId('scorm-package-status').textContent).toBe('Expired');
    // What the package's abilities do not allow is not offered.
    expect(within(rows[1]).queryByTestId('scorm-package-revoke')).toBeNull();
    expect(within(rows[1]).queryByTestId('scorm-package-download')).toBeNull();
    const person = await screen.findByTestId('scorm-learner-row');
    expect(within(person).getByText('lms-learner-1')).toBeTruthy();
    // Both lists are the company's own.
    const lists = calls.filter((call) => call.url.pathname.startsWith('/api/v1/scorm-'));
    expect(lists.map((call) => call.url.searchParams.get('filter[company]'))).toEqual([
      companyUuid,
      companyUuid,
    ]);
  });

  it('says when there are no packages and nobody yet, and asks for the LMS address when none is set', async () => {
    server([]);
    open(withScorm(null));
    expect(await screen.findByText('No packages yet')).toBeTruthy();
    expect(await screen.findByText('Nobody yet')).toBeTruthy();
    expect(screen.getByTestId('scorm-lms-url-missing').textContent).toContain(
      'No external LMS address is set',
    );
  });

  it('offers a retry when the packages cannot be loaded', async () => {
    let failing = true;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.url.pathname === '/api/v1/scorm-packages')
        return failing
          ? { status: 500, body: { message: 'http.server_error' } }
          : listAnswer([scormPackage(1)]);
      if (call.url.pathname === '/api/v1/scorm-registrations') return listAnswer([]);
      return undefined;
    });
    open(withScorm());
    expect(await screen.findByText('The packages could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(screen.getByTestId('scorm-packages')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('scorm-package-row')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/v1/scorm-packages').length).toBeGreaterThan(1);
  });

  it('creates a package of a chosen course and version, with a seat cap', async () => {
    const { calls } = server([]);
    open(withScorm());
    await screen.findByText('No packages yet');
    fireEvent.click(screen.getByTestId('scorm-package-create'));
    const form = await screen.findByTestId('scorm-package-form');
    const course = within(form).getByTestId('scorm-package-course');
    await waitFor(() => expect((course as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(course);
    fireEvent.click(await screen.findByRole('option', { name: 'First aid', hidden: true }));
    fireEvent.click(within(form).getByText('SCORM 2004 4th edition'));
    fireEvent.change(within(form).getByTestId('scorm-package-seat-cap'), { target: { value: '25' } });
    fireEvent.click(within(form).getByTestId('scorm-package-submit'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/v1/scorm-packages'),
      ).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_id: companyUuid,
      course_id: firstAid.uuid,
      version: '2004',
      seat_cap: 25,
      expires_on: null,
    });
    const row = await screen.findByTestId('scorm-package-row');
    expect(within(row).getByText('First aid')).toBeTruthy();
    expect(within(row).getByText('0 of 25')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('scorm-package-form')).toBeNull());
  });

  it('revokes a package only after a confirm, in Norwegian', async () => {
    await switchLanguage('nb');
    try {
      const { calls } = server([scormPackage(1)]);
      open(withScorm());
      const row = await screen.findByTestId('scorm-package-row');
      expect(within(row).getByTestId('scorm-package-status').textContent).toBe('Aktiv');
      fireEvent.click(
        within(row).getByRole('button', { name: 'Tilbakekall SCORM 1.2-pakken for Safety at sea' }),
      );
      expect(await screen.findByText('Tilbakekalle pakken?')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      fireEvent.click(screen.getByTestId('scorm-package-revoke-confirm'));
      await waitFor(() =>
        expect(
          within(screen.getByTestId('scorm-package-row')).getByTestId('scorm-package-status').textContent,
        ).toBe('Tilbakekalt'),
      );
      expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
        `/api/v1/scorm-packages/${scormPackage(1).uuid}/revoke`,
      );
      expect(screen.queryByTestId('scorm-package-revoke')).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });
});
