import type { Certificate } from '@academy/contracts/entities/certificate';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCertificatePdf } from '../../../api/academy/certificates.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';

/** The PDF shown in the page; it is fetched with the bearer token, so it is shown from a local object URL. */
export function CertificatePdfModal(props: { certificate: Certificate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const certificate = props.certificate;
  const pdf = useQuery({
    queryKey: ['certificates', certificate?.uuid, 'pdf'],
    queryFn: () => fetchCertificatePdf(certificate as Certificate, false),
    enabled: certificate !== null,
    staleTime: 300_000,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data.blob) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Modal
      opened={certificate !== null}
      onClose={props.onClose}
      title={certificate?.title ?? ''}
      size="xl"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="certificate-pdf-modal"
    >
      {pdf.isPending ? (
        <LoadingState />
      ) : pdf.isError || !url ? (
        <ErrorPanel onRetry={() => void pdf.refetch()} />
      ) : (
        <Stack gap="sm">
          <iframe
            src={url}
            title={t('academy.certificates.pdf_title', { title: certificate?.title ?? '' })}
            style={{ width: '100%', height: '70vh', border: 0, borderRadius: 8 }}
            data-testid="certificate-pdf-frame"
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('academy.certificates.pdf_fallback')}
            </Text>
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="subtle"
              size="xs"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('academy.certificates.open_tab')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
