import type { Company } from '@academy/contracts/entities/company';
import type { ScormPackage, ScormRegistration } from '@academy/contracts/entities/scorm';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconPackage, IconPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { httpEnvironment } from '../../../api/http-environment.ts';
import { can } from '../../../api/resources/abilities.ts';
import {
  downloadScormPackage,
  scormPackagesApi,
  scormRegistrationsApi,
  useRevokeScormPackage,
} from '../../../api/resources/scorm.ts';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { formatDate, formatDateTime } from '../../../i18n/reader-dates.ts';
import { ScormPackageCreateModal } from './scorm-package-create-modal.tsx';

const texts = 'organization.scorm';
const statusColor = { active: 'teal', expired: 'gray', revoked: 'red' } as const;
const versionLabel = (version: ScormPackage['version']) => (version === '2004' ? 'SCORM 2004' : 'SCORM 1.2');

/**
 * /organization/scorm (organization.company.scorm, spec §2 "SCORM"): the company's external LMS address, its
 * packages (one per course and version: create, download, revoke) and the people who came in through SCORM.
 * Shown when the company has SCORM switched on; otherwise it says so.
 */
export function ScormTab() {
  const { t } = useTranslation();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  if (!company.scorm_enabled) {
    return (
      <Alert maw={760} title={t(`${texts}.not_enabled_title`)} data-testid="scorm-not-enabled">
        {t(`${texts}.not_enabled`)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={960} data-testid="scorm-tab">
      <Text c="dimmed">{t(`${texts}.description`)}</Text>
      <Stack gap={2}>
        <Text fw={500}>{t(`${texts}.lms_url`)}</Text>
        {company.external_lms_url ? (
          <Anchor
            href={company.external_lms_url}
            target="_blank"
            rel="noreferrer"
            data-testid="scorm-lms-url"
          >
            {company.external_lms_url}
          </Anchor>
        ) : (
          <Alert color="orange" data-testid="scorm-lms-url-missing">
            {t(`${texts}.lms_url_missing`)}
          </Alert>
        )}
      </Stack>
      <PackagesCard company={company} />
      <LearnersCard company={company} />
    </Stack>
  );
}

function PackagesCard(props: { company: Company }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const packages = scormPackagesApi.useList({
    filters: { company: props.company.uuid },
    sort: '-created_at',
    per_page: 100,
  });
  return (
    <Section testId="scorm-packages" title={t(`${texts}.packages`)}>
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setCreating(true)}
          data-testid="scorm-package-create"
        >
          {t(`${texts}.create`)}
        </Button>
      </Group>
      {packages.isPending ? (
        <LoadingState />
      ) : packages.isError ? (
        <ErrorPanel text={t(`${texts}.error`)} onRetry={() => void packages.refetch()} />
      ) : packages.data.items.length === 0 ? (
        <EmptyPanel
          level={3}
          icon={<IconPackage size={28} aria-hidden />}
          title={t(`${texts}.empty`)}
          text={t(`${texts}.empty_text`)}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="scorm-package-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${texts}.column_course`)}</Table.Th>
                <Table.Th>{t(`${texts}.column_version`)}</Table.Th>
                <Table.Th>{t(`${texts}.column_seats`)}</Table.Th>
                <Table.Th>{t(`${texts}.column_expires`)}</Table.Th>
                <Table.Th>{t(`${texts}.column_status`)}</Table.Th>
                <Table.Th aria-hidden />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {packages.data.items.map((pkg) => (
                <PackageRow key={pkg.uuid} pkg={pkg} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ScormPackageCreateModal
        companyUuid={props.company.uuid}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </Section>
  );
}

function PackageRow(props: { pkg: ScormPackage }) {
  const { t } = useTranslation();
  const revoke = useRevokeScormPackage();
  const [downloading, setDownloading] = useState(false);
  const { pkg } = props;
  const names = { version: versionLabel(pkg.version), course: pkg.course?.header ?? '' };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadScormPackage(pkg);
    } catch {
      httpEnvironment().notify({ color: 'red', message: t(`${texts}.download_failed`) });
    } finally {
      setDownloading(false);
    }
  };
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t(`${texts}.revoke_title`),
      children: <Text size="sm">{t(`${texts}.revoke_text`, names)}</Text>,
      labels: { confirm: t(`${texts}.revoke`), cancel: t(`${texts}.cancel`) },
      closeButtonProps: { 'aria-label': t('actions.close') },
      confirmProps: { color: 'red.8', 'data-testid': 'scorm-package-revoke-confirm' },
      onConfirm: () => revoke.mutate({ uuid: pkg.uuid }),
    });
  return (
    <Table.Tr data-testid="scorm-package-row">
      <Table.Td fw={500}>{pkg.course?.header}</Table.Td>
      <Table.Td>{t(`${texts}.version_${pkg.version === '2004' ? '2004' : '12'}`)}</Table.Td>
      <Table.Td>
        {pkg.seat_cap === null
          ? t(`${texts}.seats_unlimited`, { used: pkg.seats_used })
          : t(`${texts}.seats_of`, { used: pkg.seats_used, cap: pkg.seat_cap })}
      </Table.Td>
      <Table.Td>{pkg.expires_at ? formatDate(lastDay(pkg.expires_at)) : t(`${texts}.no_expiry`)}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[pkg.status]} variant="light" data-testid="scorm-package-status">
          {t(`${texts}.status.${pkg.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {can(pkg, 'download') && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              aria-label={t(`${texts}.download_named`, names)}
              data-testid="scorm-package-download"
            >
              {t(`${texts}.download`)}
            </Button>
          )}
          {can(pkg, 'revoke') && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={confirmRevoke}
              loading={revoke.isPending}
              aria-label={t(`${texts}.revoke_named`, names)}
              data-testid="scorm-package-revoke"
            >
              {t(`${texts}.revoke`)}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The server stores the end as midnight after the last day; the last day is the day before. */
const lastDay = (expiresAt: string) => new Date(new Date(expiresAt).getTime() - 86_400_000).toISOString();

function LearnersCard(props: { company: Company }) {
  const { t } = useTranslation();
  const learners = scormRegistrationsApi.useList({
    filters: { company: props.company.uuid },
    sort: '-created_at',
    per_page: 100,
  });
  return (
    <Section testId="scorm-learners" title={t(`${texts}.learners`)}>
      {learners.isPending ? (
        <LoadingState />
      ) : learners.isError ? (
        <ErrorPanel text={t(`${texts}.learners_error`)} onRetry={() => void learners.refetch()} />
      ) : learners.data.items.length === 0 ? (
        <EmptyPanel
          level={3}
          icon={<IconUsers size={28} aria-hidden />}
          title={t(`${texts}.learners_empty`)}
          text={t(`${texts}.learners_empty_text`)}
        />
      ) : (
        <LearnerTable rows={learners.data.items} />
      )}
    </Section>
  );
}

function LearnerTable(props: { rows: ScormRegistration[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="scorm-learner-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${texts}.column_learner_id`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_course`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_started`)}</Table.Th>
            <Table.Th>{t(`${texts}.column_last_launched`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.uuid} data-testid="scorm-learner-row">
              <Table.Td fw={500}>{row.scorm_learner_id}</Table.Td>
              <Table.Td>{row.course?.header}</Table.Td>
              <Table.Td>{formatDate(row.created_at)}</Table.Td>
              <Table.Td>{row.last_launched_at ? formatDateTime(row.last_launched_at) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Section(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}
