import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, fakeApi, listAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { CourseCreatePage } from './course-create-page.tsx';
import { CourseVariantCreateTab } from './course-variant-create-tab.tsx';

beforeAll(() => loadAreaTexts('admin'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

// The variant form's text areas grow with their text (Mantine's autosize), which listens to font loading.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

/** The help text tied to a field's control (aria-describedby), as a screen reader announces it. */
const helpOf = (name: string) => {
  const control = screen.getByTestId(`field-${name}`);
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

const render = (element: ReactNode, path: string) =>
  renderWithRouter(
    [
      {
        element: <Outlet context={{ item: entity(7, 'Workplace Safety', {}) }} />,
        children: [{ path, element }],
      },
    ],
    path,
  );

const cases = [
  {
    language: 'en',
    course: { is_active: /learners and managers no longer see the course/, is_public: /not built yet/ },
    variant: { status: /only a published variant/, is_active: /even if it is published/ },
  },
  {
    language: 'nb',
    course: { is_active: /deltakere og ledere kurset/, is_public: /ikke er laget ennå/ },
    variant: { status: /bare en publisert variant/, is_active: /selv om den er publisert/ },
  },
] as const;

describe('what the visibility switches hide, said under each (issue 22 §5)', { timeout: 30_000 }, () => {
  for (const { language, course, variant } of cases) {
    it(`course form: Active and Public say whom they hide the course from (${language})`, async () => {
      await switchLanguage(language);
      fakeApi(() => listAnswer([]));
      render(<CourseCreatePage />, '/admin/courses/create');
      await screen.findByTestId('field-is_public');
      expect(helpOf('is_active')).toMatch(course.is_active);
      expect(helpOf('is_public')).toMatch(course.is_public);
    });

    it(`variant form: Status and Active say whom they hide the variant from (${language})`, async () => {
      await switchLanguage(language);
      fakeApi(() => listAnswer([]));
      render(<CourseVariantCreateTab />, '/admin/courses/7/variants/create');
      await screen.findByTestId('field-is_active');
      expect(helpOf('status')).toMatch(variant.status);
      expect(helpOf('is_active')).toMatch(variant.is_active);
    });
  }
});
