import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { departmentsApi } from '../../../api/resources/departments.ts';
import { Can } from '../../../components/can/can.tsx';
import { NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { DeleteButton } from '../../../components/resource-screens/delete-button.tsx';
import { departmentsTab } from './department-config.tsx';
import { DepartmentDeleteModal } from './department-delete-modal.tsx';

/**
 * /organization/departments/{department} (spec §2): one department of the company in scope, with its tabs
 * profile, overview, users and certificates as routes. Its delete is a route too (…/delete), whose modal
 * opens over the page. A department the reader may not see is answered 404 by the server: said as not found.
 */
export function DepartmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useParams().department ?? '';
  const query = departmentsApi.useItem(id, ['users']);
  const item = query.data;
  const deleteHref = href('organization.department.delete', { department: id });
  // spec §2: the department's own address opens its overview tab.
  if (pathname === href('organization.department.show', { department: id }))
    return <Navigate to={href('organization.department.overview', { department: id })} replace />;
  if (isApiError(query.error) && query.error.status === 404)
    return (
      <NotFoundPanel
        title={t('organization.departments.not_found.title')}
        text={t('organization.departments.not_found.text')}
        backTo={departmentsTab.to}
        backLabel={t('organization.departments.not_found.back')}
      />
    );
  const tab = (route: Parameters<typeof href>[0], labelKey: string) => ({
    to: href(route, { department: id }),
    labelKey,
  });
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.name ?? ''}
      list={departmentsTab}
      tabs={[
        tab('organization.department.profile', 'organization.departments.tabs.profile'),
        tab('organization.department.overview', 'organization.departments.tabs.overview'),
        tab('organization.department.users', 'users.people'),
        tab('organization.department.certificates', 'users.certificates'),
      ]}
      actions={
        item && (
          <Can ability="delete" item={item}>
            <DeleteButton onClick={() => navigate(deleteHref)} />
            {pathname === deleteHref && <DepartmentDeleteModal department={item} />}
          </Can>
        )
      }
    />
  );
}
