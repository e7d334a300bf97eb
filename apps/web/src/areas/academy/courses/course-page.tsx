import { href } from '@academy/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchCourse, fetchCourseVariants, fetchVariant } from '../../../api/academy/courses.ts';
import { ErrorPanel, LoadingState, NotFoundPanel } from '../../../components/page-states/page-states.tsx';
import { useLanguage } from '../shared/use-language.ts';
import { VariantView } from './variant-view.tsx';

/**
 * /courses/:course (academy.course.show): the course in the language on screen — else the variant the server
 * picks (preference, English, any) — with the same panels and lessons as the variant page.
 */
export function CoursePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const uuid = useParams().course ?? '';
  const course = useQuery({ queryKey: ['courses', language, uuid], queryFn: () => fetchCourse(uuid) });
  const variants = useQuery({
    queryKey: ['course-variants', 'of-course', uuid],
    queryFn: () => fetchCourseVariants(uuid),
  });
  // The variant in the language on screen; else the one the server picked (preference, English, any).
  const inLanguage = variants.data?.find((entry) => entry.language?.code === language);
  const variantUuid = variants.isPending ? null : (inLanguage?.uuid ?? course.data?.variant?.uuid ?? null);
  const variant = useQuery({
    queryKey: ['course-variants', language, variantUuid],
    queryFn: () => fetchVariant(variantUuid ?? ''),
    enabled: variantUuid !== null,
  });
  const notFound = (
    <NotFoundPanel
      title={t('academy.course.not_found_title')}
      text={t('academy.course.not_found_text')}
      backTo={href('academy.course.index')}
      backLabel={t('academy.course.back_to_courses')}
    />
  );
  if (course.isPending || variants.isPending) return <LoadingState />;
  if (course.isError) return <ErrorPanel onRetry={() => void course.refetch()} />;
  if (!course.data || !variantUuid) return notFound;
  if (variant.isPending) return <LoadingState />;
  if (variant.isError) return <ErrorPanel onRetry={() => void variant.refetch()} />;
  if (!variant.data) return notFound;
  return <VariantView variant={variant.data} courseUuid={course.data.uuid} />;
}
