import type { LearnerInsight } from '@academy/contracts/entities/insights';
import type {
  ReminderPreview,
  ReminderSendRequest,
  ReminderSendResult,
} from '@academy/contracts/entities/reminder';
import { href } from '@academy/contracts/routes';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreviewReminders, useSendReminders } from '../../../api/company-insights.ts';
import { can } from '../../../api/resources/abilities.ts';
import { LearnersTable } from './learners-table.tsx';
import { type OrganizationCourse, OrganizationCourseFrame } from './organization-course-frame.tsx';
import { ReminderLogDrawer } from './reminder-log-drawer.tsx';
import { ReminderOutcomesModal } from './reminder-outcomes-modal.tsx';
import { ReminderPreviewModal } from './reminder-preview-modal.tsx';

/**
 * /organization/courses/:course (organization.course.show): the company's view of one course — who stands
 * where, deadline reminders to the selected learners (where the company's `remind` ability allows), each
 * learner's reminder log, certificate download, and a way to enroll more.
 */
export function OrganizationCoursePage() {
  return <OrganizationCourseFrame>{(course) => <CourseView course={course} />}</OrganizationCourseFrame>;
}

function CourseView(props: { course: OrganizationCourse }) {
  const { t } = useTranslation();
  const { company, courseKey, title, insight } = props.course;
  const send = useSendReminders(company.uuid);
  const [result, setResult] = useState<ReminderSendResult | null>(null);
  const [logOf, setLogOf] = useState<LearnerInsight | null>(null);
  const preview = usePreviewReminders(company.uuid);
  // The selection being previewed; sent only on confirm (issue 21).
  const [pending, setPending] = useState<{ request: ReminderSendRequest; preview: ReminderPreview } | null>(
    null,
  );
  const remind = async (learners: LearnerInsight[]) => {
    const request = { course_id: courseKey, user_ids: learners.map((learner) => learner.user.uuid) };
    setPending({ request, preview: await preview.mutateAsync(request) });
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      const sent = await send.mutateAsync(pending.request);
      setPending(null);
      setResult(sent);
    } catch {
      // The client's error snackbar says what went wrong; the preview stays open to try again.
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="course-title">
            {title}
          </Title>
          {insight && (
            <Group gap="xs" data-testid="course-figures">
              {insight.course.code && <Text c="dimmed">{insight.course.code}</Text>}
              <Badge variant="light" color="gray">
                {t('organization.courses.figures.enrolled', { count: insight.enrolled })}
              </Badge>
              <Badge variant="light" color="teal">
                {t('organization.courses.figures.completed', { count: insight.completed })}
              </Badge>
              {insight.expiring > 0 && (
                <Badge variant="light" color="orange">
                  {t('organization.courses.figures.expiring', { count: insight.expiring })}
                </Badge>
              )}
              {insight.expired > 0 && (
                <Badge variant="light" color="red">
                  {t('organization.courses.figures.expired', { count: insight.expired })}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        {can(company, 'update') && (
          <Button
            component={Link}
            to={href('organization.course.edit', { course: courseKey })}
            leftSection={<IconUserPlus size={16} aria-hidden />}
            data-testid="enroll-more"
          >
            {t('organization.courses.enroll_more')}
          </Button>
        )}
      </Group>
      <LearnersTable
        company={company}
        courseKey={courseKey}
        onShowLog={setLogOf}
        onRemind={can(company, 'remind') ? remind : undefined}
      />
      <ReminderPreviewModal
        preview={pending?.preview ?? null}
        sending={send.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
      <ReminderOutcomesModal result={result} onClose={() => setResult(null)} />
      <ReminderLogDrawer companyUuid={company.uuid} learner={logOf} onClose={() => setLogOf(null)} />
    </Stack>
  );
}
