import type { Certificate } from '@academy/contracts/entities/certificate';
import { Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel, ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { CertificateCard } from './certificate-card.tsx';
import { CertificatePdfModal } from './certificate-pdf-modal.tsx';
import { useMyCertificates } from './use-my-certificates.ts';

/** /certificates: the learner's certificates with PDF view and download. */
export function CertificatesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const certificates = useMyCertificates();
  const [viewing, setViewing] = useState<Certificate | null>(null);
  const highlighted = search.get('certificate');

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('academy.certificates.title')}</Title>
        <Text c="dimmed">{t('academy.certificates.subtitle')}</Text>
      </Stack>
      {certificates.isPending ? (
        <LoadingState />
      ) : certificates.isError ? (
        <ErrorPanel onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <EmptyPanel
          icon={<IconCertificate size={28} aria-hidden />}
          title={t('academy.certificates.empty')}
          text={t('academy.certificates.empty_text')}
        />
      ) : (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('academy.certificates.title')}
        >
          {certificates.data.map((certificate) => (
            <li key={certificate.uuid}>
              <CertificateCard
                certificate={certificate}
                highlighted={certificate.uuid === highlighted}
                onView={() => setViewing(certificate)}
              />
            </li>
          ))}
        </Stack>
      )}
      <CertificatePdfModal certificate={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
