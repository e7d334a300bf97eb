import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usersApi } from '../../../api/resources/users.ts';
import { Can } from '../../../components/can/can.tsx';
import { NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { usersTab } from './user-config.tsx';
import { UserPageActions } from './user-page-actions.tsx';

/**
 * /organization/users/{user} (spec §2, an id): one person of the company — tabs profile, courses,
 * certificates and integrations; the delete and reset-password routes open their modal over the profile.
 * A person the reader may not see (another company's) is "not found", as the server answers.
 */
export function UserPage() {
  const { t } = useTranslation();
  const id = useParams().user ?? '';
  const query = usersApi.useItem(id, ['departments']);
  const item = query.data;
  if (query.error?.status === 404)
    return (
      <NotFoundPanel
        title={t('organization.users.not_found.title')}
        text={t('organization.users.not_found.text')}
        backTo={usersTab.to}
        backLabel={t('organization.users.not_found.back')}
      />
    );
  const profile = href('organization.user.profile', { user: id });
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.name ?? ''}
      list={usersTab}
      fallbackTab={profile}
      tabs={[
        { to: profile, labelKey: 'organization.users.tabs.profile' },
        { to: href('organization.user.courses', { user: id }), labelKey: 'courses.title' },
        {
          to: href('organization.user.certificates', { user: id }),
          labelKey: 'users.certificates',
        },
        {
          to: href('organization.user.integrations', { user: id }),
          labelKey: 'organization.users.tabs.integrations',
        },
      ]}
      actions={
        item && (
          <Can ability="view" item={item}>
            <UserPageActions item={item} />
          </Can>
        )
      }
    />
  );
}
