import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, listAnswer, renderAt } from '../../../test/resource-ui.tsx';
import { ReceiptsPage } from './receipts-page.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

const receipt = (status: 'completed' | 'refunded') =>
  entity(7, 'Safety bundle', {
    abilities: { view: true, update: false, delete: false, refund: status === 'completed' },
    provider: 'local',
    status,
    checkout_uuid: 'u-checkout',
    seats: 1,
    amount: 149_000,
    currency: 'NOK',
    product: { id: 3, uuid: 'u-product-3', fqmi: 'products:u-product-3|product', header: 'Safety bundle' },
    user: { id: 4, uuid: 'u-user-4', fqmi: 'users:u-user-4|user', header: 'Lea Learner' },
    company: null,
    refund_requested_at: null,
    refunded_at: status === 'refunded' ? '2026-12-03T11:00:00.000Z' : null,
  });

describe('admin receipts', { timeout: 30_000 }, () => {
  it('refunds a paid receipt after the word is typed; the row then says Refunded', async () => {
    let refunded = false;
    const { calls } = fakeApi((call) => {
      if (call.url.pathname === '/api/v1/receipts')
        return listAnswer([receipt(refunded ? 'refunded' : 'completed')]);
      if (call.method === 'POST' && call.url.pathname.endsWith('/refund')) {
        refunded = true;
        return itemAnswer(receipt('refunded'), { relations: ['receipts'], message: 'Receipt refunded.' });
      }
      return undefined;
    });
    renderAt(<ReceiptsPage />, '/admin/receipts');
    const row = (await screen.findByText('Lea Learner')).closest('tr')!;
    expect(within(row).getByTestId('receipt-status').textContent).toBe('Paid');
    fireEvent.click(within(row).getByTestId('row-refund'));
    const input = await screen.findByTestId('confirm-action-input');
    fireEvent.change(input, { target: { value: 'REFUND' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    await waitFor(() => expect(screen.getByTestId('receipt-status').textContent).toBe('Refunded'));
    const refund = calls.find((call) => call.method === 'POST');
    expect(refund?.url.pathname).toBe(`/api/ecommerce/v1/receipts/${receipt('completed').uuid}/refund`);
    expect(screen.queryByTestId('row-refund')).toBeNull();
  });
});
