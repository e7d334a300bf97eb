import type { Question } from '@academy/contracts/entities/question';
import { href } from '@academy/contracts/routes';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { QuestionEditor } from './question-editor.tsx';

/** The question tab: its fields and its alternatives. */
export function QuestionDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Question>>();
  return (
    <QuestionEditor question={item} blockHref={(block) => href('admin.block.block', { block: block.uuid })} />
  );
}
