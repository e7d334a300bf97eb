import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../i18n/i18n-setup.ts';
import { entity, fakeApi, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import type { LearnerVariant } from './course-view-types.ts';
import { VariantContent } from './variant-content.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const summary = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  uuid: `lesson-${id}`,
  fqmi: `lessons:lesson-${id}|lesson`,
  header: title,
  pass_mark: 80,
  is_active: true,
  pivot: { sort_order: id },
  ...extra,
});
const variant = entity(5, 'Workplace Safety', {
  title: 'Workplace Safety',
  summary: 'Spot hazards.',
  body: '<p>Most accidents are preventable.</p>',
  enrollment_status: null,
  enrollment_badge: null,
  enrollment_progress: null,
  lessons: [summary(2, 'Fire safety'), summary(1, 'Hazards'), summary(3, 'Old lesson', { is_active: false })],
}) as unknown as LearnerVariant;

function server() {
  return fakeApi((call) => {
    if (call.url.pathname === '/api/v1/lessons')
      return listAnswer([
        entity(1, 'Hazards', { title: 'Hazards', body: '<p>What can go wrong?</p>', blocks_count: 2 }),
        entity(2, 'Fire safety', { title: 'Fire safety', body: null, blocks_count: 1 }),
      ]);
    if (call.url.pathname === '/api/v1/blocks')
      return listAnswer([
        entity(10, 'Reporting', { title: 'Reporting', body: '<p>Tell someone.</p>', is_active: true }),
        entity(11, 'Draft block', { title: 'Draft block', body: null, is_active: false }),
      ]);
    return undefined;
  });
}

describe('VariantContent', { timeout: 30_000 }, () => {
  it('shows the header, body and active lessons in order, without a quiz column unless given one', async () => {
    server();
    renderAt(<VariantContent variant={variant} titleOrder={2} />, '/preview');
    expect(screen.getByRole('heading', { level: 2, name: 'Workplace Safety' })).toBeTruthy();
    expect(screen.getByText('Most accidents are preventable.')).toBeTruthy();
    const rows = await screen.findAllByTestId('lesson-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Hazards', 'Fire safety']);
    expect(within(rows[0]).getAllByRole('cell')[0].textContent).toBe('2');
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.queryByTestId('variant-image')).toBeNull();
  });

  it("shows the variant's image above its title", async () => {
    server();
    const withImage = {
      ...variant,
      image: { url: '/api/v1/media/img-1/original' },
    } as unknown as LearnerVariant;
    renderAt(<VariantContent variant={withImage} />, '/preview');
    expect(screen.getByTestId('variant-image').getAttribute('src')).toBe('/api/v1/media/img-1/original');
    await screen.findAllByTestId('lesson-row');
  });

  it("opens the lesson the address names, with its active blocks and the caller's quiz part", async () => {
    server();
    renderAt(
      <VariantContent
        variant={variant}
        quiz={(row, place) => <button type="button">{`Quiz ${row.header} ${place}`}</button>}
      />,
      '/preview?lesson=lesson-1',
    );
    const content = await screen.findByTestId('lesson-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Hazards' })).toBeTruthy();
    expect(await within(content).findByText('What can go wrong?')).toBeTruthy();
    expect(await within(content).findByRole('heading', { name: 'Reporting' })).toBeTruthy();
    expect(within(content).queryByText('Draft block')).toBeNull();
    expect(within(content).getByRole('button', { name: 'Quiz Hazards content' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quiz Fire safety table' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
  });

  it('names the language a lesson was passed in when its own scores are empty (issue 22 §5)', async () => {
    // Certified through the Norwegian variant: Hazards was never taken here, Fire safety was passed here too.
    const certifiedElsewhere = {
      ...variant,
      lessons: [
        summary(1, 'Hazards', {
          enrollment_result: 'passed',
          enrollment_progress: null,
          enrollment_progress_latest: null,
          enrollment_passed_in_language: 'nb',
        }),
        summary(2, 'Fire safety', {
          enrollment_result: 'passed',
          enrollment_progress: 90,
          enrollment_progress_latest: 85,
          enrollment_passed_in_language: null,
        }),
      ],
    } as unknown as LearnerVariant;
    for (const [language, elsewhere, here] of [
      ['en', 'Passed in Norwegian', 'Passed'],
      ['nb', 'Bestått på norsk', 'Bestått'],
    ] as const) {
      await switchLanguage(language);
      server();
      const view = renderAt(<VariantContent variant={certifiedElsewhere} />, '/preview');
      const [hazards, fire] = await screen.findAllByTestId('lesson-row');
      expect(within(hazards).getByTestId('lesson-result').textContent).toBe(elsewhere);
      expect(within(hazards).getByTestId('lesson-best').textContent).toBe('–');
      expect(within(fire).getByTestId('lesson-result').textContent).toBe(here);
      expect(within(fire).getByTestId('lesson-best').textContent).toBe('90%');
      view.unmount();
    }
  });
});
