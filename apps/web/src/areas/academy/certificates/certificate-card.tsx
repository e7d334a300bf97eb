import type { Certificate } from '@academy/contracts/entities/certificate';
import { Badge, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDownload, IconEye } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCertificatePdf } from '../../../api/academy/certificates.ts';
import { saveBlob } from '../../../api/download-binary.ts';
import { formatDate } from '../../../i18n/reader-dates.ts';

/** One certificate: course, dates, validity; view the PDF, download it, copy the verification link. */
export function CertificateCard(props: {
  certificate: Certificate;
  highlighted: boolean;
  onView: () => void;
}) {
  const { t } = useTranslation();
  const { certificate } = props;
  const download = useMutation({
    mutationFn: () => fetchCertificatePdf(certificate, true),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? `${certificate.title}.pdf`),
  });
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="certificate-card"
      style={props.highlighted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {certificate.title}
            </Title>
            {certificate.course?.header && certificate.course.header !== certificate.title && (
              <Text size="sm" c="dimmed">
                {certificate.course.header}
              </Text>
            )}
          </Stack>
          <Badge
            color={certificate.valid ? 'teal' : 'red'}
            variant="light"
            data-testid="certificate-validity"
          >
            {certificate.valid ? t('academy.certificates.valid') : t('academy.certificates.expired')}
          </Badge>
        </Group>
        <Group gap="xl">
          <Text size="sm">
            <Text span c="dimmed">
              {t('academy.certificates.issued')}:
            </Text>{' '}
            {formatDate(certificate.issued_at)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('academy.certificates.expires')}:
            </Text>{' '}
            {certificate.expires_at ? formatDate(certificate.expires_at) : t('academy.certificates.never')}
          </Text>
        </Group>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={props.onView}
            aria-label={t('academy.certificates.view_named', { title: certificate.title })}
            data-testid="view-pdf"
          >
            {t('academy.certificates.view')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            aria-label={t('academy.certificates.download_named', { title: certificate.title })}
            data-testid="download-pdf"
          >
            {t('academy.certificates.download')}
          </Button>
          <CopyButton value={certificate.public_url}>
            {({ copied, copy }) => (
              <Button
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('academy.certificates.copied') : t('academy.certificates.copy_link')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
