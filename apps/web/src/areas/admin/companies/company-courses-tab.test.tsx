import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { company, given, renderTab } from '../../../test/company-course-fixtures.tsx';
import { entity, type FakeCall, fakeApi, itemAnswer, listAnswer } from '../../../test/resource-ui.tsx';
import { CompanyCoursesTab as AdminCompanyCoursesTab } from './company-courses-tab.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('admin company courses tab', { timeout: 30_000 }, () => {
  it("lists an admin the company's courses with seats used and left, and gives one with seats", async () => {
    const { calls } = fakeApi((call) => {
      if (call.method === 'POST' && call.url.pathname === '/api/v1/company-courses') {
        const body = call.body as { seats: number };
        if (body.seats > 500)
          return {
            status: 422,
            body: { message: 'Invalid', errors: { seats: ['This value is not valid.'] } },
          };
        return itemAnswer(given(3, 'Fire Safety', { seats: 3, seats_total: 3, seats_left: 3 }));
      }
      if (call.url.pathname === '/api/v1/company-courses')
        return listAnswer([
          given(1, 'Workplace Safety', {
            seats: 3,
            seats_total: 3,
            seats_used: 3,
            seats_left: 0,
            end_date: '2027-06-30',
          }),
          given(2, 'Customer Service', {}),
        ]);
      if (call.url.pathname === '/api/v1/courses')
        return listAnswer([entity(103, 'Fire Safety', { name: 'Fire Safety' })]);
      return undefined;
    });
    renderTab('/admin/companies/1/courses', <AdminCompanyCoursesTab />, company());
    const row = (await screen.findByText('Workplace Safety')).closest('tr')!;
    expect(within(row).getByTestId('seats-left').textContent).toBe('0');
    expect(within(row).getByText('2027-06-30')).toBeTruthy();
    const unlimited = screen.getByText('Customer Service').closest('tr')!;
    expect(within(unlimited).getAllByText('No limit')).toHaveLength(2);
    expect(within(unlimited).getByText('No end date')).toBeTruthy();
    const list = calls.find((call: FakeCall) => call.url.pathname === '/api/v1/company-courses');
    expect(list!.url.searchParams.get('filter[company]')).toBe('1');

    fireEvent.click(screen.getByTestId('give-course'));
    fireEvent.click(await screen.findByRole('button', { name: 'Give' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Course' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fire Safety', hidden: true }));
    fireEvent.change(screen.getByTestId('field-seats'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('field-seats'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(screen.queryByTestId('company-course-form')).toBeNull());
    const created = calls.filter((call) => call.method === 'POST').at(-1);
    expect(created?.body).toEqual({
      company_id: company().uuid,
      course_id: entity(103, '').uuid,
      seats: 3,
      end_date: null,
    });
  });
});
