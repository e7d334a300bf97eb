import type { Company } from '@academy/contracts/entities/company';
import { userContract } from '@academy/contracts/entities/user';
import { Alert, Stack, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router';
import { usersApi } from '../../../api/resources/users.ts';
import {
  customFieldFormFields,
  gatherCustomFields,
  withCustomFieldErrors,
} from '../../../components/custom-user-fields/custom-field-form-fields.ts';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { userCreateFields, usersTab } from './user-config.tsx';

/**
 * /organization/users/create (spec §2 organization.user.create): a new person in this company, in the
 * departments chosen and as a manager if asked. The server mails them a welcome with a link to choose a
 * password (or, for an address it may not reveal, an invitation), and answers with its own message; the
 * form shows a refusal on its field (a taken address, a required custom field left empty). Back to the people once saved.
 */
export function UserCreate() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { item: company } = useOutletContext<ResourcePageContext<Company>>();
  const create = usersApi.useCreate();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('users.create')}
      </Title>
      <Alert variant="light" color="blue" icon={<IconMail size={18} aria-hidden />} maw={680}>
        {t('organization.users.create_help', { company: company.name })}
      </Alert>
      <ResourceForm
        schema={userContract.create}
        // The company's own questions follow (issue 21 §5); required ones are refused empty by the server.
        fields={[...userCreateFields(company), ...customFieldFormFields(company, i18n.language)]}
        fixedValues={{ company_id: company.uuid }}
        submit={(payload) =>
          withCustomFieldErrors(() => create.mutateAsync(gatherCustomFields(payload) as never))
        }
        onSaved={() => navigate(usersTab.to, { replace: true })}
        onCancel={() => navigate(usersTab.to)}
        submitLabelKey="organization.users.create_submit"
      />
    </Stack>
  );
}
