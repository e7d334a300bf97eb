import { href } from '@academy/contracts/routes';
import { Anchor, Breadcrumbs, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerVariant } from '../../../api/academy/learner-types.ts';
import { VariantContent } from '../../../components/course-view/variant-content.tsx';
import { CertificatePanel } from './certificate-panel.tsx';
import { CourseDeadline } from './course-deadline.tsx';
import { EnrollmentPanel } from './enrollment-panel.tsx';
import { LessonQuizButton } from './lesson-quiz-button.tsx';
import { RestartCourseButton } from './restart-course-button.tsx';
import { VariantLanguages } from './variant-languages.tsx';

/**
 * A course in one language: what every reader of the course sees (components/course-view), with the learner's
 * own parts — the language switch, the enrollment and certificate panels and the quiz buttons.
 */
export function VariantView(props: { variant: LearnerVariant; courseUuid: string }) {
  const { t } = useTranslation();
  const { variant } = props;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Breadcrumbs>
        <Anchor component={Link} to={href('academy.course.index')}>
          {t('routes.courses')}
        </Anchor>
        <Text size="sm">{variant.title}</Text>
      </Breadcrumbs>
      <VariantContent
        variant={variant}
        headerAside={<VariantLanguages courseUuid={props.courseUuid} currentUuid={variant.uuid} />}
        panels={
          <Stack gap="sm">
            <CourseDeadline deadline={variant.enrollment_deadline} size="sm" />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <EnrollmentPanel enrollment={variant.enrollment} />
              <CertificatePanel
                certificate={variant.certificate}
                actions={
                  // Only a completed course can be restarted; after a restart the status is no longer completed.
                  variant.enrollment_status === 'completed' && (
                    <RestartCourseButton courseUuid={props.courseUuid} />
                  )
                }
              />
            </SimpleGrid>
          </Stack>
        }
        quiz={(row, place) => (
          <LessonQuizButton row={row} variantUuid={variant.uuid} size={place === 'content' ? 'sm' : 'xs'} />
        )}
      />
    </Stack>
  );
}
