import { href } from '@academy/contracts/routes';
import { questionsApi } from '../../../api/resources/questions.ts';
import { AdminListPage } from '../shared/admin-list-page.tsx';
import { questionColumns, questionFilters, questionHref } from './question-config.tsx';

/** /admin/questions: every question of the tenant, with its language, alternatives and blocks. */
export function QuestionsPage() {
  return (
    <AdminListPage
      api={questionsApi}
      tableKey="admin-questions"
      titleKey="admin.questions.title"
      columns={questionColumns}
      filters={questionFilters}
      with={['blocks']}
      rowHref={questionHref}
      editable
      exportable
      create={{ to: href('admin.question.create'), labelKey: 'admin.questions.create' }}
    />
  );
}
