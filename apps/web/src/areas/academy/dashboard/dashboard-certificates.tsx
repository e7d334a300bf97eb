import { href } from '@academy/contracts/routes';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { useMyCertificates } from '../certificates/use-my-certificates.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** The learner's latest certificates on the dashboard. */
export function DashboardCertificates() {
  const { t } = useTranslation();
  const certificates = useMyCertificates();
  return (
    <DashboardSection
      id="dashboard-certificates"
      title={t('academy.dashboard.certificates')}
      more={{ to: href('academy.certificate.index'), label: t('academy.dashboard.see_all') }}
    >
      {certificates.isPending ? (
        <LoadingState />
      ) : certificates.isError ? (
        <ErrorPanel onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <Text c="dimmed">{t('academy.dashboard.certificates_empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {certificates.data.slice(0, 4).map((certificate) => (
            <li key={certificate.uuid}>
              <Card withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <IconCertificate size={20} aria-hidden />
                    <Stack gap={0}>
                      <Anchor
                        component={Link}
                        to={href('academy.certificate.index', { certificate: certificate.uuid })}
                        fw={500}
                      >
                        {certificate.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t('academy.certificates.issued')}: {formatDate(certificate.issued_at)}
                      </Text>
                    </Stack>
                  </Group>
                  <Badge color={certificate.valid ? 'teal' : 'red'} variant="light">
                    {certificate.valid ? t('academy.certificates.valid') : t('academy.certificates.expired')}
                  </Badge>
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
