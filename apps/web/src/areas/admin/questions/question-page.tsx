import { questionsApi } from '../../../api/resources/questions.ts';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { CloneButton } from '../shared/clone-button.tsx';
import { questionCloneFields, questionCopy, questionHref, questionList } from './question-config.tsx';

/** /admin/questions/:question (an id, spec §2): the question with its alternatives, and its preview. */
export function QuestionPage() {
  return (
    <ResourceItemPage
      api={questionsApi}
      param="question"
      with={['blocks']}
      title={(item) => item.text}
      list={questionList}
      tabs={[
        { route: 'admin.question.update', labelKey: 'admin.questions.tabs.question' },
        { route: 'admin.question.preview', labelKey: 'admin.questions.tabs.preview' },
      ]}
      actions={(item) => (
        <CloneButton
          api={questionsApi}
          item={item}
          initial={questionCopy(item)}
          fields={questionCloneFields}
          itemHref={questionHref}
          labelKey="admin.questions.clone.action"
          titleKey="admin.questions.clone.title"
          textKey="admin.questions.clone.text"
        />
      )}
    />
  );
}
