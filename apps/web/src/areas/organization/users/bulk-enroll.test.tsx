import type { Company } from '@academy/contracts/entities/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
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
import { UsersTab } from './users-tab.tsx';

/** Selecting people in the users list and enrolling them in one course in one request (issue 21 §3). */
const company = entity(3, 'Nordlys AS', {
  name: 'Nordlys AS',
  abilities: { view: true, update: true, manageUsers: true },
  settings: { custom_user_fields: [] },
}) as unknown as Company;
const person = (id: number, name: string) =>
  entity(id, name, {
    name,
    first_name: name.split(' ')[0],
    last_name: name.split(' ')[1],
    email: `${id}@academy.test`,
    role: 'user',
    is_active: true,
    last_login_at: null,
    companies: [{ ...entity(3, 'Nordlys AS'), pivot: { is_manager: false } }],
    departments: [],
    abilities: { view: true, update: true, delete: true, resetPassword: true, manageMembership: true },
  });
const lene = person(1, 'Lene Larsen');
const ola = person(2, 'Ola Berg');
const kari = person(3, 'Kari Dahl');
const safety = entity(21, 'Workplace Safety');

function renderTab() {
  return renderWithRouter(
    [
      {
        path: '/organization',
        element: <Outlet context={{ item: company }} />,
        children: [{ path: '/organization/users', element: <UsersTab /> }],
      },
    ],
    '/organization/users',
  );
}

function server(enroll: (call: FakeCall) => { status?: number; body: unknown }) {
  return fakeApi((call) => {
    if (call.method === 'POST' && call.url.pathname === '/api/v1/enrollments/bulk') return enroll(call);
    if (call.url.pathname === '/api/v1/users') return listAnswer([lene, ola, kari]);
    if (call.url.pathname === '/api/v1/courses') return listAnswer([safety]);
    return undefined;
  });
}

async function selectAndOpen() {
  const table = await screen.findByTestId('resource-table');
  await within(table).findByRole('link', { name: 'Ola Berg' });
  fireEvent.click(screen.getByLabelText('Select Lene Larsen'));
  fireEvent.click(screen.getByLabelText('Select Ola Berg'));
  const bar = await screen.findByTestId('bulk-actions');
  expect(within(bar).getByText('2 selected')).toBeTruthy();
  fireEvent.click(within(bar).getByRole('button', { name: 'Enroll in course' }));
  return screen.findByTestId('bulk-enroll-form');
}

async function chooseCourse() {
  const input = screen.getByRole('combobox', { name: 'Course' });
  input.focus();
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: 'Workplace Safety', hidden: true }));
}

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('enrolling selected people', { timeout: 30_000 }, () => {
  it('enrolls exactly the selected people in the chosen course in one request, then clears the selection', async () => {
    const { calls } = server(() => ({
      status: 201,
      body: itemAnswer({ created: 2 }, { message: '2 people enrolled.' }).body,
    }));
    renderTab();
    const form = await selectAndOpen();
    expect(within(form).getByTestId('bulk-enroll-people').textContent).toBe(
      '2 people: Lene Larsen, Ola Berg',
    );
    // Nothing is sent without a course.
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText('At least one course is required')).toBeTruthy();
    await chooseCourse();
    // The picker offers the courses given to the company only.
    const courseList = calls.filter((call) => call.url.pathname === '/api/v1/courses').at(-1)!;
    expect(courseList.url.searchParams.get('filter[given_to]')).toBe('3');
    fireEvent.change(within(form).getByLabelText('Start date', { exact: false }), {
      target: { value: '2030-01-01' },
    });
    fireEvent.change(within(form).getByLabelText('End date', { exact: false }), {
      target: { value: '2030-03-01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enroll 2 people' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-enroll-form')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      course_id: safety.uuid,
      company_id: company.uuid,
      user_ids: [lene.uuid, ola.uuid],
      start_date: '2030-01-01',
      end_date: '2030-03-01',
    });
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).toBeNull());
  });

  it('shows the seats refusal above the form and keeps it open', async () => {
    server(() => ({
      status: 422,
      body: {
        message: 'validation.errors_summary',
        errors: { user_ids: ['Not enough seats: 1 left for this course, and this enrollment needs 2.'] },
      },
    }));
    renderTab();
    const form = await selectAndOpen();
    await chooseCourse();
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(
      await within(form).findByText('Not enough seats: 1 left for this course, and this enrollment needs 2.'),
    ).toBeTruthy();
    expect(screen.getByTestId('bulk-enroll-form')).toBeTruthy();
  });

  it('speaks Norwegian in nb', async () => {
    await switchLanguage('nb');
    server(() => ({ body: {} }));
    renderTab();
    const table = await screen.findByTestId('resource-table');
    await within(table).findByRole('link', { name: 'Ola Berg' });
    expect(screen.getByTestId('import-people').textContent).toContain('Importer personer');
    fireEvent.click(screen.getByLabelText('Velg Lene Larsen'));
    const bar = await screen.findByTestId('bulk-actions');
    expect(within(bar).getByRole('button', { name: 'Meld på kurs' })).toBeTruthy();
  });
});
