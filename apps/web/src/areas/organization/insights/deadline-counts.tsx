import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Anchor, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeadlineCounts } from '../../../api/training-matrix.ts';

/**
 * Where the overview opens (issue 21 §2): how many lines are overdue and how many are due within 14 days, each
 * a link to the status report's create form prefilled with that filter (docs/decisions.md): what a manager
 * does next is hand the list on, and the report is the list they can send.
 */
export function DeadlineCounts(props: { company: Company }) {
  const { t } = useTranslation();
  const query = useDeadlineCounts(props.company.uuid);
  if (query.isError) return null;
  const reports = href('organization.company.reports');
  const days = query.data?.due_within_days ?? 14;
  const figures = [
    {
      key: 'overdue',
      value: query.data?.overdue,
      label: t('organization.matrix.deadlines.overdue'),
      help: t('organization.matrix.deadlines.overdue_help'),
      to: `${reports}?create=status&status=overdue`,
      color: 'red.8',
    },
    {
      key: 'due_soon',
      value: query.data?.due_soon,
      label: t('organization.matrix.deadlines.due_soon', { days }),
      help: t('organization.matrix.deadlines.due_soon_help', { days }),
      to: `${reports}?create=status&within_days=${days}`,
      color: 'orange.8',
    },
  ];
  return (
    <Group gap="md" role="group" aria-label={t('organization.matrix.deadlines.title')}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="md" miw={220} data-testid={`deadline-${figure.key}`}>
          {query.isPending ? (
            <Skeleton height={48} />
          ) : (
            <Anchor
              component={Link}
              to={figure.to}
              underline="hover"
              c="inherit"
              aria-describedby={`deadline-help-${figure.key}`}
            >
              <Text fz={28} fw={700} c={figure.value ? figure.color : undefined} data-testid="deadline-count">
                {figure.value}
              </Text>
              <Text fw={500}>{figure.label}</Text>
            </Anchor>
          )}
          <Text size="xs" c="dimmed" id={`deadline-help-${figure.key}`}>
            {figure.help}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
