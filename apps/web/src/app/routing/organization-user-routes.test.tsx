import type { Context } from '@academy/contracts/entities/context';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { switchLanguage } from '../../i18n/i18n-setup.ts';
import { entity, fakeApi, itemAnswer, listAnswer, renderWithRouter } from '../../test/resource-ui.tsx';
import { organizationUserRoutes } from './organization-user-routes.tsx';

const company = entity(3, 'Nordlys AS', {
  name: 'Nordlys AS',
  abilities: { view: true, manageUsers: true },
  settings: { custom_user_fields: [] },
});

function context(): Context {
  return {
    application: {
      name: 'Academy',
      version: '1',
      frontend_required: null,
      enable_gtm: false,
      poll_interval: 30000,
      facebook_login: false,
    },
    context: {
      scope: {
        fqmi: `companies:${company.uuid}|company`,
        type: 'company',
        uuid: company.uuid,
        name: 'Nordlys AS',
      },
      user_scope: null,
      impersonating: false,
    },
    tenant: { uuid: 't', name: 'Academy', logo: null, config: { default_language: 'en' }, gtm_id: null },
    paddle: { vendor_id: '', sandbox: true },
    user: null,
    user_language: { code: 'en' },
    impersonating: false,
  } as Context;
}

const person = (manager: boolean, extra: Record<string, unknown> = {}) =>
  entity(2, 'Lene Larsen', {
    name: 'Lene Larsen',
    first_name: 'Lene',
    last_name: 'Larsen',
    email: 'learner@academy.test',
    pending_email: null,
    role: 'user',
    is_admin: false,
    is_manager_any: manager,
    is_active: true,
    last_login_at: null,
    facebook_id: null,
    entra_id_linked: true,
    scorm_learner_id: 'L-42',
    preferred_language: 'en',
    companies: [{ ...entity(3, 'Nordlys AS'), pivot: { is_manager: manager } }],
    departments: [],
    abilities: { view: true, update: true, delete: true, resetPassword: true, manageMembership: true },
    ...extra,
  });

/** The user routes as the app has them, the person and the company answered by the fake API. */
function serve(user: ReturnType<typeof person> | null) {
  return fakeApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/v1/users/2')
      return user ? itemAnswer(user) : { status: 404, body: { message: 'Not found' } };
    if (path === `/api/v1/companies/${company.uuid}`) return itemAnswer(company);
    if (path === '/api/v1/departments') return listAnswer([]);
    return undefined;
  });
}

const render = (path: string) => renderWithRouter(organizationUserRoutes.pages, path);

beforeAll(() => loadAreaTexts('organization'));
afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
  await switchLanguage('en');
});

describe("a person's page in the organization", { timeout: 30_000 }, () => {
  it('opens on the profile, which says that a new address is confirmed by mail', async () => {
    sessionStore.set(context());
    serve(person(false, { pending_email: 'lene.new@example.test' }));
    const { router } = render('/organization/users/2');
    expect(await screen.findByTestId('resource-page-title')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/users/2/profile'));
    expect(
      await screen.findByText(/a verification mail has been sent to lene.new@example.test/),
    ).toBeTruthy();
    expect(screen.getByText(/sends a verification mail to the new address/)).toBeTruthy();
  });

  it('integrations: the SCORM learner id and linked sign-ins; not for a manager of the company', async () => {
    sessionStore.set(context());
    serve(person(false));
    const learner = render('/organization/users/2/integrations');
    const facts = await screen.findByTestId('user-integrations');
    expect(facts.textContent).toContain('L-42');
    expect(screen.queryByTestId('scorm-not-available')).toBeNull();
    learner.unmount();

    serve(person(true));
    render('/organization/users/2/integrations');
    expect((await screen.findByTestId('scorm-not-available')).textContent).toContain(
      'not available for managers and administrators',
    );
    expect(screen.getByTestId('user-integrations').textContent).not.toContain('L-42');
  });

  it('courses: "nothing started or given" only when the standing and the enrollments are both empty', async () => {
    sessionStore.set(context());
    const enrollment = entity(31, 'Workplace Safety', {
      course_id: 5,
      course: entity(5, 'Workplace Safety'),
      company_id: 3,
      company: entity(3, 'Nordlys AS'),
      enrollable_type: 'user',
      enrollable_id: 2,
      enrollable: entity(2, 'Lene Larsen'),
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      next_start_date: null,
      is_recurring: false,
      recur_after_days: null,
      status: 'active',
      abilities: { view: true },
    });
    const serveCourses = (enrollments: unknown[]) =>
      fakeApi((call) => {
        const path = call.url.pathname;
        if (path === '/api/v1/users/2') return itemAnswer(person(false));
        if (path === `/api/v1/companies/${company.uuid}`) return itemAnswer(company);
        if (path === '/api/v1/qualifications') return listAnswer([]);
        if (path === '/api/v1/enrollments') return listAnswer(enrollments);
        if (path === '/api/v1/departments') return listAnswer([]);
        return undefined;
      });
    serveCourses([enrollment]);
    const given = render('/organization/users/2/courses');
    expect(await screen.findByText(/None of the courses this person has been given/)).toBeTruthy();
    expect(screen.queryByText(/has been started or given to this person yet/)).toBeNull();
    given.unmount();

    serveCourses([]);
    render('/organization/users/2/courses');
    expect(
      await screen.findByText('No course in this company has been started or given to this person yet.'),
    ).toBeTruthy();
    expect(screen.queryByText(/None of the courses this person has been given/)).toBeNull();
  });

  it('a person the reader may not see is not found (the server answers 404), in Norwegian too', async () => {
    sessionStore.set(context());
    serve(null);
    const english = render('/organization/users/2/profile');
    expect((await screen.findByTestId('not-found-state')).textContent).toContain('User not found');
    english.unmount();
    await switchLanguage('nb');
    serve(null);
    render('/organization/users/2/profile');
    expect((await screen.findByTestId('not-found-state')).textContent).toContain('Fant ikke brukeren');
  });

  it('the reset-password address opens the confirm-action modal over the profile', async () => {
    sessionStore.set(context());
    serve(person(false));
    render('/organization/users/2/reset-password');
    expect(await screen.findByTestId('confirm-action-input')).toBeTruthy();
    expect(screen.getByText('Send Lene Larsen a password reset?')).toBeTruthy();
    expect(await screen.findByTestId('user-facts')).toBeTruthy();
  });
});
