import { href } from '@academy/contracts/routes';
import { useParams } from 'react-router';
import { qualificationsApi } from '../../../api/resources/qualifications.ts';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';

/** /admin/qualifications/:qualification (an id): details and the enrollments that apply, as tabs. */
export function QualificationPage() {
  const { qualification: id = '' } = useParams();
  const query = qualificationsApi.useItem(id, ['enrollments']);
  const item = query.data;
  const title = item ? [item.user?.header, item.course_title].filter(Boolean).join(' – ') : '';
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={title}
      list={{ to: href('admin.qualification.index'), labelKey: 'resource.qualifications.title' }}
      tabs={[
        { to: href('admin.qualification.show', { qualification: id }), labelKey: 'resource.page.details' },
        {
          to: href('admin.qualification.enrollments', { qualification: id }),
          labelKey: 'resource.qualifications.enrollments',
        },
      ]}
    />
  );
}
