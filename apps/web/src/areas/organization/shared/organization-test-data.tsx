import type { Company } from '@academy/contracts/entities/company';
import type { Context } from '@academy/contracts/entities/context';
import { Outlet } from 'react-router';
import { entity } from '../../../test/resource-ui.tsx';

/** Test data of the organization area's screens: the company in scope, and the session that scopes it. */
export const companyUuid = '00000000-0000-4000-8000-000000000001';

export const company = (abilities: Record<string, boolean> = {}): Company =>
  entity(1, 'Nordlys AS', {
    uuid: companyUuid,
    abilities: { view: true, update: true, remind: true, ...abilities },
    name: 'Nordlys AS',
    slug: 'nordlys',
    logo: null,
    header_color: null,
    header_link_url: null,
    header_link_label: null,
    external_lms_url: null,
    is_active: true,
    scorm_enabled: false,
    settings: {
      password_login: true,
      facebook_login: false,
      facebook_department_id: null,
      azure_login: false,
      azure_department_id: null,
      azure_tenant_id: null,
      azure_client_id: null,
      azure_client_secret_set: false,
      pin_login: false,
      dedicated_login_page: true,
      dedicated_registration_page: false,
      registration_department_id: null,
      custom_user_fields: [],
      emails_disabled: false,
      send_reminders: true,
      send_course_completion: false,
      course_completion_receivers: [],
      show_multiple_correct_hint: false,
    },
    permissions: [],
    users_count: 4,
    departments_count: 2,
    courses_count: 3,
  }) as unknown as Company;

/** A manager's session acting in the company. */
export function managerContext(): Context {
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
        fqmi: `companies:${companyUuid}|company`,
        type: 'company',
        uuid: companyUuid,
        name: 'Nordlys AS',
      },
      user_scope: null,
      impersonating: false,
    },
    tenant: { uuid: 't', name: 'Academy', logo: null, config: { default_language: 'en' }, gtm_id: null },
    paddle: { vendor_id: '', sandbox: true },
    payments: { provider: 'local', paddle_client_token: null, sandbox: true },
    user: null,
    user_language: { code: 'en' },
    impersonating: false,
  };
}

/** The overview page's part in a tab test: hands the company to the tab as its outlet context. */
export function WithCompany(props: { item: unknown }) {
  return <Outlet context={{ item: props.item }} />;
}
