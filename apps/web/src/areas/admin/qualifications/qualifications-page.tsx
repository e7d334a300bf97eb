import { qualificationsApi } from '../../../api/resources/qualifications.ts';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import { qualificationColumns, qualificationFilters, qualificationHref } from './qualification-config.tsx';

/** /admin/qualifications: every learner's standing per course, with the spec's filters; read-only. */
export function QualificationsPage() {
  return (
    <AdminListPage
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
