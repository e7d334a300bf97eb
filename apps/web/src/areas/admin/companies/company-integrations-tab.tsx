import type { Company } from '@academy/contracts/entities/company';
import { Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { LtiCard } from '../../../features/lti/lti-card.tsx';
import { PartnerIntegrationsCard } from '../../../features/partner-integrations/partner-integrations-card.tsx';

/**
 * /admin/companies/:company/integrations: the company's partner integrations and LTI 1.3 learning platforms
 * (issue 25), the same cards as the organization area's integrations tab, for administrators working on any company.
 */
export function CompanyIntegrationsTab() {
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="lg" maw={900}>
      <PartnerIntegrationsCard company={item} />
      <LtiCard company={item} />
    </Stack>
  );
}
