import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { company, given, renderTab } from '../../../test/company-course-fixtures.tsx';
import { fakeApi, listAnswer } from '../../../test/resource-ui.tsx';
import { CompanyCoursesTab as OrganizationCoursesTab } from './company-courses-tab.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

describe('organization courses tab', { timeout: 30_000 }, () => {
  it('offers a manager "Enroll" with the course chosen, and a head only the list', async () => {
    const readOnly = { view: true, update: false, delete: false };
    fakeApi((call) =>
      call.url.pathname === '/api/v1/company-courses'
        ? listAnswer([
            given(1, 'Workplace Safety', { seats_total: 3, seats_used: 1, seats_left: 2 }, readOnly),
          ])
        : undefined,
    );
    const view = renderTab('/organization/courses', <OrganizationCoursesTab />, company());
    const row = (await screen.findByText('Workplace Safety')).closest('tr')!;
    expect(within(row).queryByTestId('row-change')).toBeNull();
    expect(within(row).queryByTestId('row-take-back')).toBeNull();
    expect(within(row).getByTestId('row-enroll').getAttribute('href')).toBe(
      '/organization/enrollments/create?course=u-course-101',
    );
    // The course's name opens the company's view of the course.
    expect(within(row).getByRole('link', { name: 'Workplace Safety' }).getAttribute('href')).toBe(
      '/organization/courses/u-course-101',
    );
    view.unmount();

    renderTab(
      '/organization/courses',
      <OrganizationCoursesTab />,
      company({ view: true, update: false, delete: false }),
    );
    const headRow = (await screen.findByText('Workplace Safety')).closest('tr')!;
    expect(within(headRow).getByTestId('seats-left').textContent).toBe('2');
    expect(within(headRow).getByRole('link', { name: 'Workplace Safety' })).toBeTruthy();
    expect(within(headRow).queryByTestId('row-enroll')).toBeNull();
  });

  it('offers a manager "Buy seats" and the seats the company bought; a head neither', async () => {
    const calls = fakeApi((call) => {
      if (call.url.pathname === '/api/v1/company-courses')
        return listAnswer([given(1, 'Workplace Safety', { seats_total: 5, seats_used: 0, seats_left: 5 })]);
      if (call.url.pathname === '/api/v1/receipts')
        return listAnswer([
          {
            id: 7,
            uuid: 'u-receipt-7',
            fqmi: 'receipts:u-receipt-7|receipt',
            header: 'Seat Pack',
            created_at: '2026-12-03T10:00:00.000Z',
            updated_at: '2026-12-03T10:00:00.000Z',
            abilities: { view: true, update: false, delete: false, refund: false },
            configurations: {},
            relations: {},
            provider: 'local',
            status: 'completed',
            checkout_uuid: 'u-checkout',
            seats: 5,
            amount: 245_000,
            currency: 'NOK',
            product: {
              id: 3,
              uuid: 'u-product-3',
              fqmi: 'products:u-product-3|product',
              header: 'Seat Pack',
            },
            user: null,
            company: null,
            refund_requested_at: null,
            refunded_at: null,
          },
        ]);
      return undefined;
    });
    const view = renderTab('/organization/courses', <OrganizationCoursesTab />, company());
    fireEvent.click(await screen.findByTestId('buy-seats'));
    expect(await screen.findByTestId('buy-seats-form')).toBeTruthy();
    const purchase = (await screen.findByText('Seat Pack')).closest('tr')!;
    expect(within(purchase).getByText('Paid')).toBeTruthy();
    expect(purchase.textContent?.replace(/\s/g, ' ')).toContain('NOK 2,450.00');
    const receiptsCall = calls.calls.find((call) => call.url.pathname === '/api/v1/receipts')!;
    expect(receiptsCall.url.searchParams.get('filter[company]')).toBe('1');
    view.unmount();

    renderTab(
      '/organization/courses',
      <OrganizationCoursesTab />,
      company({ view: true, update: false, delete: false }),
    );
    await screen.findByText('Workplace Safety');
    expect(screen.queryByTestId('buy-seats')).toBeNull();
    expect(screen.queryByText('Seats bought')).toBeNull();
  });
});
