import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session-store.ts';
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
import { company, companyUuid, managerContext } from '../shared/organization-test-data.tsx';
import { OrganizationCoursePage } from './course-page.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const courseUuid = '00000000-0000-4000-8000-000000000101';
const person = (id: number, name: string) => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000002${String(id).padStart(2, '0')}`,
  fqmi: 'users:x|user',
  header: name,
  email: `${name.split(' ')[0].toLowerCase()}@academy.test`,
});
const lene = person(1, 'Lene Larsen');
const henrik = person(2, 'Henrik Dahl');

const learner = (user: ReturnType<typeof person>, extra: Record<string, unknown> = {}) => ({
  user,
  departments: [{ id: 1, uuid: 'd1', fqmi: 'departments:d1|department', header: 'Sales' }],
  enrolled: true,
  deadline: '2027-09-29',
  status: 'not_started',
  expiring: false,
  progress: { passed: 0, total: 3 },
  progress_fraction: 0,
  score: null,
  last_activity_at: null,
  completed_at: null,
  certificate: null,
  ...extra,
});

const base = `/api/v1/companies/${companyUuid}`;

/** The company, the course, its figures and its learners; `extra` answers the rest (reminders, logs). */
function open(
  options: {
    learners?: () => ReturnType<typeof listAnswer> | { status: number; body: unknown };
    abilities?: Record<string, boolean>;
    extra?: (call: FakeCall) => ReturnType<typeof itemAnswer> | ReturnType<typeof listAnswer> | undefined;
  } = {},
) {
  sessionStore.set(managerContext());
  const api = fakeApi((call) => {
    const path = call.url.pathname;
    if (path === `/api/v1/companies/${companyUuid}`) return itemAnswer(company(options.abilities));
    if (path === `/api/v1/courses/${courseUuid}`)
      return itemAnswer(entity(101, 'Workplace Safety', { uuid: courseUuid, name: 'Workplace Safety' }));
    if (path === `${base}/insights`)
      return listAnswer([
        {
          course: {
            id: 101,
            uuid: courseUuid,
            fqmi: 'courses:x|course',
            header: 'Workplace Safety',
            code: 'WS-101',
          },
          title: 'Workplace Safety',
          learners: 2,
          enrolled: 2,
          not_started: 1,
          in_progress: 0,
          completed: 1,
          expiring: 0,
          expired: 0,
        },
      ]);
    if (path === `${base}/insights/courses/${courseUuid}/learners`)
      return (options.learners ?? (() => listAnswer([learner(henrik), learner(lene)])))();
    return options.extra?.(call);
  });
  const view = renderWithRouter(
    [
      { path: '/organization/courses/:course', element: <OrganizationCoursePage /> },
      { path: '/organization/courses/:course/edit', element: <p>enroll page</p> },
    ],
    `/organization/courses/${courseUuid}`,
  );
  return { ...api, ...view };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

describe('the company’s view of a course', { timeout: 30_000 }, () => {
  it('lists the learners with their standing, and sorts and filters through the address', async () => {
    const { calls, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Workplace Safety' })).toBeTruthy();
    const row = await rowOf('Lene Larsen');
    expect(row.textContent).toContain('Not started');
    expect(row.textContent).toContain('Sales');
    expect(row.textContent).toContain('0 of 3 lessons');
    expect(screen.getByRole('link', { name: 'Enroll more' }).getAttribute('href')).toBe(
      `/organization/courses/${courseUuid}/edit`,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Deadline/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=deadline'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('sort') === 'deadline')).toBe(true),
    );
  });

  it('previews a deadline reminder, sends it to the selected learners on confirm and shows each one’s outcome', async () => {
    const { calls } = open({
      extra: (call) =>
        call.method === 'POST' && call.url.pathname === `${base}/reminders/preview`
          ? itemAnswer({
              recipients: 1,
              skipped: 1,
              sample: {
                user: lene,
                locale: 'nb',
                subject: 'Påminnelse: Arbeidsmiljø',
                text: 'Hei Lene,\n\nFullfør det innen 29. september 2027.\n',
              },
            })
          : call.method === 'POST' && call.url.pathname === `${base}/reminders`
            ? itemAnswer({
                sent: 1,
                skipped: 1,
                failed: 0,
                outcomes: [
                  { user: lene, delivery_uuid: 'a', status: 'queued', reason: null },
                  { user: henrik, delivery_uuid: 'b', status: 'skipped', reason: 'recently_reminded' },
                ],
              })
            : undefined,
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Lene Larsen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Henrik Dahl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send deadline reminder' }));
    const preview = await screen.findByTestId('reminder-preview');
    expect(preview.textContent).toContain('1 learner will get this reminder.');
    expect(preview.textContent).toContain('1 will be skipped');
    expect(preview.textContent).toContain('As Lene Larsen gets it (Norwegian):');
    expect(preview.textContent).toContain('Subject: Påminnelse: Arbeidsmiljø');
    expect(screen.getByTestId('reminder-preview-text').textContent).toContain(
      'Fullfør det innen 29. september 2027.',
    );
    // Nothing is sent before the manager confirms.
    expect(calls.some((call) => call.url.pathname === `${base}/reminders`)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    const outcomes = await screen.findByTestId('reminder-outcomes');
    expect(calls.find((call) => call.url.pathname === `${base}/reminders`)?.body).toEqual({
      course_id: courseUuid,
      user_ids: [lene.uuid, henrik.uuid],
    });
    expect(outcomes.textContent).toContain('Sent: 1. Skipped: 1. Failed: 0.');
    expect(outcomes.textContent).toContain('Was reminded of this course within the last 24 hours.');
  });

  it('offers no selection where the company does not allow reminders', async () => {
    open({ abilities: { remind: false, update: false } });
    await rowOf('Lene Larsen');
    expect(screen.queryByRole('checkbox', { name: 'Select Lene Larsen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enroll more' })).toBeNull();
  });

  it('shows a learner’s reminder log', async () => {
    open({
      extra: (call) =>
        call.url.pathname === `${base}/users/${lene.uuid}/reminder-deliveries`
          ? listAnswer([
              {
                id: 1,
                uuid: 'r1',
                kind: 'manual',
                status: 'sent',
                reason: null,
                threshold_days: null,
                recipient: lene.email,
                course: { id: 101, uuid: courseUuid, fqmi: 'courses:x|course', header: 'Workplace Safety' },
                enrollment_uuid: null,
                sent_by: person(3, 'Marte Nilsen'),
                message_id: '<m@academy.test>',
                error: null,
                created_at: '2026-11-27T10:00:00.000Z',
                sent_at: '2026-11-27T10:00:05.000Z',
              },
            ])
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reminder log of Lene Larsen' }));
    const entry = await screen.findByTestId('reminder-delivery');
    expect(entry.textContent).toContain('Sent');
    expect(entry.textContent).toContain('Sent by Marte Nilsen');
    expect(entry.textContent).toContain('lene@academy.test');
  });

  it('updates the log’s state without a reload while a reminder is queued, and stops reading when none is', async () => {
    let reads = 0;
    const entry = (status: string) => ({
      id: 1,
      uuid: 'r1',
      kind: 'manual',
      status,
      reason: null,
      threshold_days: null,
      recipient: lene.email,
      course: { id: 101, uuid: courseUuid, fqmi: 'courses:x|course', header: 'Workplace Safety' },
      enrollment_uuid: null,
      sent_by: null,
      message_id: null,
      error: null,
      created_at: '2026-11-27T10:00:00.000Z',
      sent_at: status === 'sent' ? '2026-11-27T10:00:05.000Z' : null,
    });
    open({
      extra: (call) => {
        if (call.url.pathname !== `${base}/users/${lene.uuid}/reminder-deliveries`) return undefined;
        reads += 1;
        return listAnswer([entry(reads === 1 ? 'queued' : 'sent')]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reminder log of Lene Larsen' }));
    expect((await screen.findByTestId('reminder-delivery')).textContent).toContain('Sending');
    await waitFor(
      () => expect(screen.getByTestId('reminder-delivery').textContent).not.toContain('Sending'),
      {
        timeout: 6_000,
      },
    );
    expect(reads).toBeGreaterThan(1);
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reads).toBe(settled);
  });

  it('downloads a learner’s certificate', async () => {
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const certificate = {
      id: 9,
      uuid: 'cert-uuid',
      fqmi: 'certificates:c|certificate',
      header: 'Workplace Safety',
      issued_at: '2026-10-01',
      expires_at: null,
    };
    const { calls } = open({
      learners: () => listAnswer([learner(lene, { status: 'completed', certificate, score: 90 })]),
      extra: (call) =>
        call.url.pathname === '/api/v1/certificates/cert-uuid/pdf' ? itemAnswer({}) : undefined,
    });
    const row = await rowOf('Lene Larsen');
    expect(row.textContent).toContain('90 %');
    fireEvent.click(within(row).getByRole('button', { name: 'Download the certificate of Lene Larsen' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = calls.find((call) => call.url.pathname === '/api/v1/certificates/cert-uuid/pdf');
    expect(download?.url.searchParams.get('download')).toBe('1');
  });

  it('says when nobody is found', async () => {
    open({ learners: () => listAnswer([]) });
    expect(await screen.findByText('No learners found.')).toBeTruthy();
  });

  it('offers a retry when the learners could not be loaded', async () => {
    open({ learners: () => ({ status: 500, body: { message: 'http.server_error' } }) });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await switchLanguage('nb');
    try {
      open();
      const row = await rowOf('Lene Larsen');
      expect(row.textContent).toContain('Ikke startet');
      expect(row.textContent).toContain('0 av 3 leksjoner');
      for (const header of ['Deltaker', 'Frist', 'Fremdrift', 'Sist aktiv', 'Kursbevis'])
        expect(screen.getAllByText(header).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: 'Meld på flere' })).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });

  it('says so in Norwegian when nobody is found', async () => {
    await switchLanguage('nb');
    try {
      open({ learners: () => listAnswer([]) });
      expect(await screen.findByText('Fant ingen deltakere.')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });
});
