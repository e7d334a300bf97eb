import type { User } from '@academy/contracts/entities/user';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { YesNoBadge } from '../../../components/resource-screens/yes-no-badge.tsx';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';
import { managesCompany } from './user-config.tsx';
import { UserLoginCodesCard } from './user-login-codes-card.tsx';

/**
 * A person's integrations (spec §2 organization.user.integrations), read-only: their SCORM learner id and
 * whether Facebook or Microsoft Entra ID sign-in is linked. Spec §6: the SCORM learner-id integration is not
 * available for managers and administrators, which their page says instead of an id. Those who manage the
 * person also issue and revoke their PIN codes here (issue 25).
 */
export function UserIntegrationsTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<User>>();
  const company = useOrganizationCompany().query.data;
  const noScorm = item.is_admin || (company ? managesCompany(item, company) : item.is_manager_any);
  return (
    <Stack gap="lg" maw={680}>
      <Text size="sm" c="dimmed">
        {t('organization.users.integrations.help')}
      </Text>
      <FactsList
        data-testid="user-integrations"
        facts={[
          {
            labelKey: 'organization.users.integrations.scorm_learner_id',
            value: noScorm ? (
              t('organization.users.integrations.not_available')
            ) : item.scorm_learner_id ? (
              <Code>{item.scorm_learner_id}</Code>
            ) : (
              t('organization.users.integrations.none')
            ),
          },
          {
            labelKey: 'organization.users.integrations.facebook',
            value: <YesNoBadge value={item.facebook_id !== null} />,
          },
          {
            labelKey: 'organization.users.integrations.entra_id',
            value: <YesNoBadge value={item.entra_id_linked} />,
          },
        ]}
      />
      {noScorm && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="scorm-not-available"
        >
          {t('organization.users.integrations.scorm_not_for_managers')}
        </Alert>
      )}
      {can(item, 'manageMembership') && (
        <UserLoginCodesCard userUuid={item.uuid} name={`${item.first_name} ${item.last_name}`} />
      )}
    </Stack>
  );
}
