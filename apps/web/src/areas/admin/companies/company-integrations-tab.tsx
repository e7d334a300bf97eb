import type { Company } from '@academy/contracts/entities/company';
import { Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { LtiCard } from '../../../features/lti/lti-card.tsx';

/** /admin/companies/:company/integrations: the company's LTI 1.3 learning platforms (issue 25), for administrators. */
export function CompanyIntegrationsTab() {
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="lg" maw={760}>
      <LtiCard company={company} />
    </Stack>
  );
}
