import type { Certificate } from '@academy/contracts/entities/certificate';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { certificatesApi } from '../../../api/resources/certificates.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { ResourceUpdateForm } from '../../../components/resource-screens/resource-update-form.tsx';
import { certificateUpdateFields, ValidBadge } from './certificate-config.tsx';

/** What was fixed at issue (holder, course, company, date) and the form for what may change. */
export function CertificateDetailsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Certificate>>();
  return (
    <Stack gap="xl">
      <FactsList
        data-testid="certificate-facts"
        facts={[
          { labelKey: 'resource.certificates.holder', value: item.user?.header ?? '' },
          { labelKey: 'resource.certificates.course', value: item.course?.header ?? '' },
          { labelKey: 'resource.certificates.company', value: item.company?.header ?? '—' },
          { labelKey: 'resource.certificates.issued_at', value: item.issued_date },
          { labelKey: 'resource.certificates.valid', value: <ValidBadge valid={item.valid} /> },
          {
            labelKey: 'resource.certificates.public_url',
            value: (
              <Anchor href={item.public_url} target="_blank" rel="noopener noreferrer">
                {t('resource.certificates.pdf')}
              </Anchor>
            ),
          },
        ]}
      />
      <ResourceUpdateForm api={certificatesApi} fields={certificateUpdateFields} />
    </Stack>
  );
}
