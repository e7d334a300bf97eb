import { href } from '@academy/contracts/routes';
import { qualificationsApi } from '../../../api/resources/qualifications.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';

/** /admin/qualifications/:qualification (an id): details and the enrollments that apply, as tabs. */
export function QualificationPage() {
  return (
    <ResourceItemPage
      api={qualificationsApi}
      param="qualification"
      with={['enrollments']}
      title={(item) => [item.user?.header, item.course_title].filter(Boolean).join(' – ')}
      list={{ to: href('admin.qualification.index'), labelKey: 'resource.qualifications.title' }}
      tabs={[
        { route: 'admin.qualification.show', labelKey: 'resource.page.details' },
        { route: 'admin.qualification.enrollments', labelKey: 'resource.qualifications.enrollments' },
      ]}
    />
  );
}
