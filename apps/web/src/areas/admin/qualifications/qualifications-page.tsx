import { qualificationsApi } from '../../../api/resources/qualifications.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { qualificationColumns, qualificationFilters, qualificationHref } from './qualification-config.tsx';

/** /admin/qualifications: every learner's standing per course, with the spec's filters; read-only. */
export function QualificationsPage() {
  return (
    <ResourceListPage
      api={qualificationsApi}
      tableKey="admin-qualifications"
      titleKey="resource.qualifications.title"
      columns={qualificationColumns}
      filters={qualificationFilters}
      rowHref={qualificationHref}
      exportable
    />
  );
}
