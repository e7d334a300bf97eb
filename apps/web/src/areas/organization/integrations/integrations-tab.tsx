import type { Company } from '@academy/contracts/entities/company';
import { Stack } from '@mantine/core';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { LtiCard } from '../../../features/lti/lti-card.tsx';
import { PartnerIntegrationsCard } from '../../../features/partner-integrations/partner-integrations-card.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';
import { DedicatedPagesCard } from './dedicated-pages-card.tsx';
import { ExternalLmsCard } from './external-lms-card.tsx';
import { SignInStatusCard } from './sign-in-status-card.tsx';

/**
 * /organization/integrations (organization.company.integrations): how the company connects other systems —
 * its external LMS address (editable with the company's `update` ability), the addresses of its dedicated
 * sign-in and registration pages, its API keys (for those who may update the company: its managers and
 * administrators), its partner integrations and LTI 1.3 learning platforms (the same people; issue 25), and that Microsoft Entra ID sign-in and SCORM delivery are not available yet (read-only).
 * See docs/decisions.md.
 */
export function IntegrationsTab() {
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <Stack gap="lg" maw={760}>
      <ExternalLmsCard company={company} />
      <DedicatedPagesCard company={company} />
      {can(company, 'update') && <ApiKeysCard company={company} />}
      {can(company, 'update') && <PartnerIntegrationsCard company={company} />}
      {can(company, 'update') && <LtiCard company={company} />}
      <SignInStatusCard company={company} />
    </Stack>
  );
}
