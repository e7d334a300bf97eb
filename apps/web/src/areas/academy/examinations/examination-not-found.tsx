import { href } from '@academy/contracts/routes';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../components/page-states/page-states.tsx';

/** Someone else's examination, or one that does not exist: the server answers 404 for both. */
export function ExaminationNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      title={t('academy.exam.not_found_title')}
      text={t('academy.exam.not_found_text')}
      backTo={href('academy.course.index')}
      backLabel={t('academy.course.back_to_courses')}
    />
  );
}
