import type { Company } from '@academy/contracts/entities/company';
import type { PeopleImportReport } from '@academy/contracts/entities/people-import';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { PeopleImport } from './people-import.tsx';

/** The Import people screen (issue 21 §3): preview first, the import only for a file without problems. */
const company = entity(3, 'Nordlys AS', {
  name: 'Nordlys AS',
  abilities: { view: true, update: true, manageUsers: true },
}) as unknown as Company;
const base = `/api/v1/companies/${company.uuid}/people-import`;

const row = (line: number, email: string, extra: Partial<PeopleImportReport['rows'][number]> = {}) => ({
  line,
  first_name: 'Kari',
  last_name: 'Nordmann',
  email,
  departments: ['Sales'],
  is_manager: null,
  custom_fields: {},
  outcome: 'create' as const,
  problems: [],
  ...extra,
});
const withProblem: PeopleImportReport = {
  rows: [
    row(2, 'kari@example.test'),
    row(3, 'not-an-address', {
      outcome: 'invalid',
      problems: [{ column: 'email', message: 'This is not a valid e-mail address.' }],
    }),
  ],
  problems: [],
  counts: { create: 1, update: 0, unchanged: 0, invalid: 1 },
  imported: false,
};
const clean: PeopleImportReport = {
  rows: [row(2, 'kari@example.test'), row(3, 'ola@example.test', { first_name: 'Ola' })],
  problems: [],
  counts: { create: 2, update: 0, unchanged: 0, invalid: 0 },
  imported: false,
};

function renderScreen() {
  return renderWithRouter(
    [
      {
        path: '/organization',
        element: <Outlet context={{ item: company }} />,
        children: [{ path: '/organization/users/import', element: <PeopleImport /> }],
      },
    ],
    '/organization/users/import',
  );
}

const csv = (name: string) => new File(['first_name,last_name,email\n'], name, { type: 'text/csv' });
const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the Import people screen', { timeout: 30_000 }, () => {
  it('previews a file with a bad row without importing, then imports the fixed file', async () => {
    let previews = 0;
    const { calls } = fakeApi((call: FakeCall) => {
      if (call.method === 'POST' && call.url.pathname === `${base}/preview`)
        return itemAnswer(previews++ === 0 ? withProblem : clean);
      if (call.method === 'POST' && call.url.pathname === base)
        return itemAnswer(
          { ...clean, imported: true },
          { message: '2 people added, 0 updated, 0 unchanged.' },
        );
      return undefined;
    });
    renderScreen();
    // Nothing chosen yet: the empty state says what to do.
    expect(await screen.findByText('No file chosen yet')).toBeTruthy();

    choose(csv('people.csv'));
    const rows = await screen.findByTestId('import-rows');
    // The row with a problem comes first, marked with its message.
    const bad = within(rows).getByTestId('import-row-3');
    expect(bad.textContent).toContain('Has problems');
    expect(bad.textContent).toContain('This is not a valid e-mail address.');
    expect(screen.getByTestId('import-counts').textContent).toContain('1 with problems');
    expect(screen.getByTestId('import-blocked')).toBeTruthy();
    expect(screen.queryByTestId('import-submit')).toBeNull();
    const sent = calls.find((call) => call.url.pathname === `${base}/preview`)!;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);

    choose(csv('people-fixed.csv'));
    const submit = await screen.findByTestId('import-submit');
    expect(submit.textContent).toBe('Import 2 people');
    fireEvent.click(submit);
    expect((await screen.findByTestId('import-done')).textContent).toContain(
      '2 people added, 0 updated, 0 unchanged.',
    );
    expect(calls.filter((call) => call.method === 'POST' && call.url.pathname === base)).toHaveLength(1);
  });

  it('says so when the file cannot be previewed', async () => {
    fakeApi((call) =>
      call.url.pathname === `${base}/preview`
        ? {
            status: 422,
            body: {
              message: 'validation.errors_summary',
              errors: { file: ['The file could not be read: upload a CSV or an Excel (.xlsx) file.'] },
            },
          }
        : undefined,
    );
    renderScreen();
    choose(csv('broken.csv'));
    await waitFor(() => expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy());
    expect(
      screen.getByText('The file could not be read: upload a CSV or an Excel (.xlsx) file.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('import-rows')).toBeNull();
  });

  it('speaks Norwegian in nb', async () => {
    await switchLanguage('nb');
    fakeApi(() => undefined);
    renderScreen();
    expect(await screen.findByText('Ingen fil valgt ennå')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Importer personer' })).toBeTruthy();
    expect(screen.getByTestId('import-template').textContent).toBe('Last ned mal');
  });
});
