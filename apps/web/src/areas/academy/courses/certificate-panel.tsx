import type { LearnerCertificate } from '@academy/contracts/entities/learning';
import { href } from '@academy/contracts/routes';
import { Badge, Button, Stack } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/reader-dates.ts';
import { Panel, PanelRow } from './panel-row.tsx';

/**
 * The certificate panel: the learner's latest certificate for the course, its dates and validity, and what
 * a certified learner may do next (`actions`, e.g. restart the course).
 */
export function CertificatePanel(props: {
  certificate: LearnerCertificate | null | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const certificate = props.certificate;
  return (
    <Panel
      title={t('academy.certificate_panel.title')}
      testId="certificate-panel"
      empty={certificate ? null : t('academy.certificate_panel.none')}
    >
      {certificate && (
        <>
          <Stack gap={6} component="dl" m={0}>
            <PanelRow label={t('academy.certificate_panel.status')}>
              <Badge color={certificate.valid ? 'teal' : 'red'} variant="light">
                {certificate.valid ? t('academy.certificates.valid') : t('academy.certificates.expired')}
              </Badge>
            </PanelRow>
            <PanelRow label={t('academy.certificates.issued')}>{formatDate(certificate.issued_at)}</PanelRow>
            <PanelRow label={t('academy.certificates.expires')}>
              {certificate.expires_at ? formatDate(certificate.expires_at) : t('academy.certificates.never')}
            </PanelRow>
          </Stack>
          <Button
            component={Link}
            to={href('academy.certificate.index', { certificate: certificate.uuid })}
            variant="light"
            leftSection={<IconCertificate size={16} aria-hidden />}
          >
            {t('academy.certificate_panel.view')}
          </Button>
          {props.actions}
        </>
      )}
    </Panel>
  );
}
