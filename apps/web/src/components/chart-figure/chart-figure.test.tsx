import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/resource-ui.tsx';
import { ChartFigure } from './chart-figure.tsx';

const figure = (rows: { key: string; cells: string[] }[]) => (
  <ChartFigure
    title="Completions per month"
    description="The period's months"
    empty="Nothing in this period."
    columns={[
      { key: 'month', label: 'Month' },
      { key: 'completions', label: 'Completions', numeric: true },
    ]}
    rows={rows}
    data-testid="figure"
  >
    <svg data-testid="drawing" />
  </ChartFigure>
);

describe('ChartFigure', () => {
  it('keeps the same figures as a table for assistive technology and hides the drawing from it', async () => {
    renderAt(figure([{ key: 'm1', cells: ['March 2026', '4'] }]));
    const section = await screen.findByRole('region', { name: 'Completions per month' });
    const table = within(section).getByRole('table', { name: 'Completions per month' });
    expect(within(table).getByRole('rowheader', { name: 'March 2026' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '4' })).toBeTruthy();
    expect(screen.getByTestId('figure-chart').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('drawing')).toBeTruthy();
  });

  it('shows the table instead of the chart on request, and back', async () => {
    renderAt(figure([{ key: 'm1', cells: ['March 2026', '4'] }]));
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.getByTestId('figure-table')).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Show as chart' });
    expect(back.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(back);
    expect(screen.getByTestId('drawing')).toBeTruthy();
  });

  it('says so when there is nothing to draw, without a chart, table or toggle', async () => {
    renderAt(figure([]));
    expect(await screen.findByText('Nothing in this period.')).toBeTruthy();
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
