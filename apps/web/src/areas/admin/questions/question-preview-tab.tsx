import type { Question } from '@academy/contracts/entities/question';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { QuestionPreview } from './question-preview.tsx';

/** The preview tab: the saved question as a learner sees it. */
export function QuestionPreviewTab() {
  const { item } = useOutletContext<ResourcePageContext<Question>>();
  return <QuestionPreview question={item} />;
}
