import { href } from '@academy/contracts/routes';
import { questionsApi } from '../../../api/resources/questions.ts';
import { ResourceListPage } from '../../../components/resource-screens/resource-list-page.tsx';
import { questionColumns, questionFilters, questionHref } from './question-config.tsx';

/** /admin/questions: every question of the tenant, with its language, alternatives and blocks. */
export function QuestionsPage() {
  return (
    <ResourceListPage
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
