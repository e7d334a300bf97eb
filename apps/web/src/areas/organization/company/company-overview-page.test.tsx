import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../api/session-store.ts';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { company, companyUuid, managerContext } from '../shared/organization-test-data.tsx';
import { CompanyOverviewPage } from './company-overview-page.tsx';

beforeAll(() => loadAreaTexts('organization'));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

/** The overview at `path`, its company with SCORM on or off; each tab's page is a marker naming it. */
function open(path: string, scormEnabled: boolean) {
  sessionStore.set(managerContext());
  fakeApi((call) => {
    if (call.url.pathname !== `/api/v1/companies/${companyUuid}`) return undefined;
    const item = company();
    item.scorm_enabled = scormEnabled;
    return itemAnswer(item);
  });
  renderWithRouter(
    [
      {
        path: '/organization',
        element: <CompanyOverviewPage />,
        children: [
          { index: true, element: <p>insights page</p> },
          { path: 'scorm', element: <p>scorm page</p> },
        ],
      },
    ],
    path,
  );
}

const chosenTab = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe("the company overview's tabs", () => {
  it('shows the SCORM tab only when SCORM is on for the company', async () => {
    open('/organization', false);
    await screen.findByText('insights page');
    expect(screen.queryByRole('tab', { name: 'SCORM' })).toBeNull();
    expect(chosenTab().map((tab) => tab.textContent)).toEqual(['Insights']);
  });

  it('opens the SCORM address under its own tab when SCORM is off, not under Insights', async () => {
    open('/organization/scorm', false);
    await screen.findByText('scorm page');
    expect(chosenTab().map((tab) => tab.textContent)).toEqual(['SCORM']);
  });

  it('shows the SCORM tab when SCORM is on', async () => {
    open('/organization', true);
    await screen.findByText('insights page');
    expect(screen.getByRole('tab', { name: 'SCORM' })).toBeTruthy();
  });
});
