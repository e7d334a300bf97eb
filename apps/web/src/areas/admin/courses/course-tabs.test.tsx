import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { CourseEnrollmentsTab } from './course-enrollments-tab.tsx';
import { CourseOverviewTab } from './course-overview-tab.tsx';
import { CoursePreviewTab } from './course-preview-tab.tsx';
import { CourseVariantCreateTab } from './course-variant-create-tab.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

// The variant form's text areas grow with their text (Mantine's autosize), which listens to font loading:
// jsdom has none.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const course = (extra: Record<string, unknown> = {}) =>
  entity(7, 'Workplace Safety', { name: 'Workplace Safety', code: 'WS-101', ...extra });

/** A tab of the course page: its route under a layout that gives it the course, as ResourcePage does. */
function renderTab(path: string, element: ReactNode, item: unknown, initial = path) {
  return renderWithRouter(
    [
      {
        element: <Outlet context={{ item }} />,
        children: [{ path, element }],
      },
      { path: '/admin/course-variants/:coursevariant', element: <p>Variant page</p> },
      { path: '/admin/courses/:course/variants', element: <p>Variants tab</p> },
      { path: '/admin/qualifications', element: <p>Qualifications page</p> },
    ],
    initial,
  );
}

const english = { id: 1, uuid: 'l-en', fqmi: 'languages:l-en|language', header: 'English', code: 'en' };
const norwegian = {
  id: 2,
  uuid: 'l-nb',
  fqmi: 'languages:l-nb|language',
  header: 'Norsk bokmål',
  code: 'nb',
};
const variant = (id: number, title: string, language: typeof english, extra: Record<string, unknown> = {}) =>
  entity(id, title, {
    title,
    language,
    language_id: language.id,
    course_id: 7,
    summary: `${title} summary`,
    body: `<p>${title} body</p>`,
    status: 'published',
    is_active: true,
    lessons: [],
    ...extra,
  });

describe('course overview tab', { timeout: 30_000 }, () => {
  it("shows the server's four counts and leads to the course's qualifications", async () => {
    renderTab(
      '/admin/courses/7/overview',
      <CourseOverviewTab />,
      course({ overview: { enrolled: 12, in_progress: 4, certified: 6, expired: 1 } }),
    );
    const counts = Object.fromEntries(
      ['enrolled', 'in_progress', 'certified', 'expired'].map((figure) => [
        figure,
        within(screen.getByTestId(`overview-${figure}`)).getByTestId('overview-count').textContent,
      ]),
    );
    expect(counts).toEqual({ enrolled: '12', in_progress: '4', certified: '6', expired: '1' });
    expect(screen.getByTestId('overview-certified').textContent).toContain('Certified');
    fireEvent.click(screen.getByRole('link', { name: "See each learner's standing in this course" }));
    expect(await screen.findByText('Qualifications page')).toBeTruthy();
  });

  it('says so when the server gives the reader no overview', () => {
    renderTab('/admin/courses/7/overview', <CourseOverviewTab />, course({ overview: null }));
    expect(screen.getByText('The overview is not available to you.')).toBeTruthy();
    expect(screen.queryByTestId('course-overview')).toBeNull();
  });
});

describe('course enrollments tabs', { timeout: 30_000 }, () => {
  it("lists the course's enrollments of one kind, each enrolled one linking to their page", async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/enrollments'
        ? listAnswer([
            entity(30, 'Workplace Safety', {
              enrollable: { id: 4, uuid: 'u4', fqmi: 'users:u4|user', header: 'Lene Larsen', type: 'user' },
              company: { id: 1, uuid: 'c1', fqmi: 'companies:c1|company', header: 'Nordlys AS' },
              enrollable_type: 'user',
              start_date: '2026-01-01',
              end_date: '2026-12-31',
              status: 'active',
              is_recurring: true,
              recur_after_days: 14,
              days_remaining: 200,
              next_start_date: '2027-01-15',
            }),
          ])
        : undefined,
    );
    renderTab('/admin/courses/7/enrollments/users', <CourseEnrollmentsTab type="user" />, course());
    const link = await screen.findByRole('link', { name: 'Lene Larsen' });
    expect(link.getAttribute('href')).toBe('/admin/users/4');
    const list = calls.find((call: FakeCall) => call.url.pathname === '/api/v1/enrollments');
    expect(Object.fromEntries(list!.url.searchParams)).toMatchObject({
      'filter[course]': '7',
      'filter[enrollable_type]': 'user',
    });
    const row = screen.getByRole('row', { name: /Lene Larsen/ });
    expect(row.textContent).toContain('Nordlys AS');
    expect(row.textContent).toContain('Yes, after a 14-day pause');
    // Read-only: enrolling belongs to the people screens.
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.queryByTestId('create')).toBeNull();
  });
});

describe('new variant of a course', { timeout: 30_000 }, () => {
  it("sends the course with the form and opens the new variant's page", async () => {
    const { calls } = fakeApi((call) => {
      if (call.method === 'POST' && call.url.pathname === '/api/v1/course-variants')
        return itemAnswer(variant(21, 'Sikkerhet', norwegian), { message: 'Course variant created.' });
      if (call.url.pathname === '/api/v1/languages')
        return listAnswer([english, norwegian].map((l) => entity(l.id, l.header, l)));
      return undefined;
    });
    renderTab('/admin/courses/7/variants/create', <CourseVariantCreateTab />, course());
    expect(screen.getByText(/The course Workplace Safety in one more language/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    // The language and the title are required; the course comes from the page.
    expect(await screen.findByText('Language is required.')).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Norsk bokmål', hidden: true }));
    fireEvent.change(screen.getByTestId('field-title'), { target: { value: 'Sikkerhet' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Variant page')).toBeTruthy();
    const created = calls.find((call) => call.method === 'POST');
    expect(created?.body).toMatchObject({
      course_id: 7,
      language_id: 'l-nb',
      title: 'Sikkerhet',
      status: 'draft',
      is_active: true,
    });
  });
});

describe('course preview tab', { timeout: 30_000 }, () => {
  const variants = [
    variant(1, 'Workplace Safety', english),
    variant(2, 'Sikkerhet', norwegian, { status: 'draft' }),
  ];
  const server = () =>
    fakeApi((call) => {
      if (call.url.pathname === '/api/v1/course-variants') return listAnswer(variants);
      const one = variants.find((entry) => call.url.pathname === `/api/v1/course-variants/${entry.id}`);
      if (one) return itemAnswer(one);
      if (call.url.pathname === '/api/v1/lessons') return listAnswer([]);
      return undefined;
    });

  it('shows the variant in the interface language, and another language on choice, saying when learners do not see it', async () => {
    server();
    const { router } = renderTab('/admin/courses/7/preview', <CoursePreviewTab />, course());
    expect(await screen.findByRole('heading', { level: 2, name: 'Workplace Safety' })).toBeTruthy();
    expect(screen.getByText('Workplace Safety body')).toBeTruthy();
    expect(screen.queryByTestId('preview-hidden')).toBeNull();
    // Read-only: no quiz buttons.
    expect(screen.queryByTestId('lesson-quiz-button')).toBeNull();

    fireEvent.click(screen.getByText('Norsk bokmål'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sikkerhet' })).toBeTruthy();
    expect(screen.getByTestId('preview-hidden').textContent).toContain('it is a draft');
    await waitFor(() => expect(router.state.location.search).toBe('?variant=2'));
  });
});
