import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { DeadlineCounts } from './deadline-counts.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

const company = entity(3, 'Nordlys AS', { name: 'Nordlys AS' });

describe("the overview's deadline counts", { timeout: 30_000 }, () => {
  it('show overdue and due-within-14-days, each linking to the prefilled status report', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === `/api/v1/companies/${company.uuid}/deadlines`
        ? itemAnswer({ overdue: 3, due_soon: 5, due_within_days: 14 })
        : undefined,
    );
    renderWithRouter(
      [{ path: '/organization', element: <DeadlineCounts company={company as never} /> }],
      '/organization',
    );
    const overdue = await screen.findByRole('link', { name: /3\s*Overdue/ });
    expect(overdue.getAttribute('href')).toBe('/organization/reports?create=status&status=overdue');
    const due = screen.getByRole('link', { name: /5\s*Due within 14 days/ });
    expect(due.getAttribute('href')).toBe('/organization/reports?create=status&within_days=14');
    expect(calls).toHaveLength(1);
  });
});
