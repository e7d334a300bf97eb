import { href } from '@academy/contracts/routes';
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchCourseVariants } from '../../../api/academy/courses.ts';

/** Links to the course in its other languages (variants); completion through either counts. */
export function VariantLanguages(props: { courseUuid: string; currentUuid: string }) {
  const { t } = useTranslation();
  const variants = useQuery({
    queryKey: ['course-variants', 'of-course', props.courseUuid],
    queryFn: () => fetchCourseVariants(props.courseUuid),
  });
  const list = variants.data ?? [];
  if (list.length < 2) return null;
  return (
    <Group gap={6} component="nav" aria-label={t('academy.course.languages')}>
      {list.map((variant) => {
        const current = variant.uuid === props.currentUuid;
        return (
          <Button
            key={variant.uuid}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            component={Link}
            to={href('academy.variant.show', { course: props.courseUuid, coursevariant: variant.uuid })}
            aria-current={current ? 'page' : undefined}
            lang={variant.language?.code}
            data-testid="variant-language"
          >
            {variant.language?.header ?? variant.title}
          </Button>
        );
      })}
    </Group>
  );
}
