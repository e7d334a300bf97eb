import { href } from '@academy/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchVariant } from '../../../api/academy/courses.ts';
import { ErrorPanel, LoadingState, NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { VariantView } from './variant-view.tsx';

/** /courses/:course/variants/:coursevariant (academy.variant.show); the shell applies a `scope` query. */
export function VariantPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const uuid = params.coursevariant ?? '';
  const variant = useQuery({
    queryKey: ['course-variants', language, uuid],
    queryFn: () => fetchVariant(uuid),
  });
  if (variant.isPending) return <LoadingState />;
  if (variant.isError) return <ErrorPanel onRetry={() => void variant.refetch()} />;
  if (
    !variant.data ||
    (params.course && variant.data.course_uuid && variant.data.course_uuid !== params.course)
  )
    return (
      <NotFoundPanel
        title={t('academy.course.not_found_title')}
        text={t('academy.course.not_found_text')}
        backTo={href('academy.course.index')}
        backLabel={t('academy.course.back_to_courses')}
      />
    );
  return <VariantView variant={variant.data} courseUuid={variant.data.course_uuid ?? params.course ?? ''} />;
}
