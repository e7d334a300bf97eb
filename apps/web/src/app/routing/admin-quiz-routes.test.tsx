import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, renderWithRouter } from '../../test/resource-ui.tsx';
import { adminQuizRoutes } from './admin-quiz-routes.tsx';

const lesson = entity(5, 'Fire safety', {
  title: 'Fire safety',
  body: null,
  pass_mark: 80,
  media_id: null,
  media_uuid: null,
  media: null,
  language_id: 1,
  language: null,
  blocks_count: 0,
  blocks_limit: null,
  blocks_at_random: false,
  is_active: true,
  blocks: [],
  course_variants: [],
});

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the question, block and lesson routes', { timeout: 30_000 }, () => {
  it('open a block’s address on its block tab (spec §2: /admin/blocks/{uuid}/block)', async () => {
    fakeApi();
    const { router } = renderWithRouter(
      adminQuizRoutes,
      '/admin/blocks/6896f2a2-b912-48ae-af9a-fb7b3e71b757',
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/blocks/6896f2a2-b912-48ae-af9a-fb7b3e71b757/block'),
    );
  });

  it('open a lesson’s address on Information, also inside a course variant', async () => {
    fakeApi();
    const { router } = renderWithRouter(adminQuizRoutes, '/admin/lessons/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lessons/5/detail'));
    await router.navigate('/admin/courses/4/variants/9/lessons/5');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/courses/4/variants/9/lessons/5/detail'),
    );
  });

  it('show a lesson inside its course variant with the way back through the course and the variant', async () => {
    fakeApi((call) => {
      const path = call.url.pathname;
      if (path === '/api/v1/lessons/5') return itemAnswer(lesson);
      if (path === '/api/v1/courses/4') return itemAnswer(entity(4, 'Workplace Safety'));
      // Titled like its course: the step names its language, so the trail does not say the same twice.
      if (path === '/api/v1/course-variants/9')
        return itemAnswer(
          entity(9, 'Workplace Safety', {
            title: 'Workplace Safety',
            language: { id: 1, uuid: 'l-1', fqmi: 'language:1', header: 'English', code: 'en' },
          }),
        );
      return undefined;
    });
    renderWithRouter(adminQuizRoutes, '/admin/courses/4/variants/9/lessons/5/blocks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire safety' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(
        expect.arrayContaining([
          ['Courses', '/admin/courses'],
          ['Workplace Safety', '/admin/courses/4'],
          ['Workplace Safety (English)', '/admin/course-variants/9'],
        ]),
      ),
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Information', 'Blocks', 'Usage in course variants']);
    expect(screen.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('This lesson has no blocks yet.')).toBeTruthy();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(3);
  });
});
