import { questionsApi } from '../../../api/resources/questions.ts';
import { ResourceCreatePage } from '../../../components/resource-screens/resource-create-page.tsx';
import { questionFields, questionHref, questionList } from './question-config.tsx';

/**
 * /admin/questions/create: the text, hint and language; the alternatives are added on the question's page
 * that opens once it is created (they are edited in place there).
 */
export function QuestionCreatePage() {
  return (
    <ResourceCreatePage
      api={questionsApi}
      titleKey="admin.questions.routes.create"
      list={questionList}
      fields={questionFields}
      itemHref={questionHref}
      submitLabelKey="resource.form.create"
    />
  );
}
