import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { VariantLessonCreateTab } from './variant-lesson-create-tab.tsx';
import { VariantLessonsTab } from './variant-lessons-tab.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

const lesson = (id: number, title: string, sortOrder: number) => ({
  id,
  uuid: `lesson-${id}`,
  fqmi: `lessons:lesson-${id}|lesson`,
  header: title,
  pass_mark: 80,
  is_active: true,
  pivot: { sort_order: sortOrder },
});
const variant = entity(21, 'Sikkerhet', {
  title: 'Sikkerhet',
  course_id: 7,
  language: { id: 2, uuid: 'l-nb', fqmi: 'languages:l-nb|language', header: 'Norsk bokmål', code: 'nb' },
  lessons: [lesson(1, 'Farer', 0), lesson(2, 'Brann', 1)],
});

/** A tab of the variant page under a layout that gives it the variant, as ResourcePage does. */
function renderTab(path: string, element: ReactNode) {
  return renderWithRouter(
    [
      { element: <Outlet context={{ item: variant }} />, children: [{ path, element }] },
      { path: '/admin/course-variants/:coursevariant/lessons', element: <p>Lessons tab</p> },
    ],
    path,
  );
}

describe('variant lessons tab', { timeout: 30_000 }, () => {
  it('lists the lessons in order, each opening its page inside the variant, and offers a new one', () => {
    fakeApi();
    renderTab('/admin/course-variants/21/lessons', <VariantLessonsTab />);
    const rows = screen.getAllByTestId('linked-item');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Farer', 'Brann']);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe(
      '/admin/courses/7/variants/21/lessons/2',
    );
    expect(screen.getByTestId('lesson-create').getAttribute('href')).toBe(
      '/admin/course-variants/21/lessons/create',
    );
  });
});

describe('new lesson in a variant', { timeout: 30_000 }, () => {
  it('creates the lesson in the variant and returns to its lessons', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST' && call.url.pathname === '/api/v1/lessons'
        ? itemAnswer(entity(3, 'Førstehjelp'), { relations: ['lessons', 'course-variants'] })
        : undefined,
    );
    renderTab('/admin/course-variants/21/lessons/create', <VariantLessonCreateTab />);
    expect(screen.getByText(/this variant's language \(Norsk bokmål\)/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('field-title'), { target: { value: 'Førstehjelp' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Lessons tab')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Førstehjelp',
      pass_mark: 80,
      is_active: true,
      course_variant_id: 21,
    });
  });
});
