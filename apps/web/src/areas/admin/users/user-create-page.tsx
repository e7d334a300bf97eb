import { type User, userContract } from '@academy/contracts/entities/user';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companiesApi } from '../../../api/resources/companies.ts';
import { usersApi } from '../../../api/resources/users.ts';
import {
  customFieldFormFields,
  gatherCustomFields,
  withCustomFieldErrors,
} from '../../../components/custom-user-fields/custom-field-form-fields.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { ResourceForm } from '../../../components/resource-form/resource-form.tsx';
import { ListBreadcrumbs } from '../../../components/resource-page/list-breadcrumbs.tsx';
import { userCreateFields, userHref, userList } from './user-config.tsx';

// The company is chosen above the form: its custom user fields (issue 21 §5) become the form's own inputs.
const personFields = userCreateFields.filter((field) => field.name !== 'company_id');
// What the form starts from: active, and no answers yet (the custom field inputs read them from the item).
const initial = { is_active: true, custom_fields: {} } as unknown as User;

/**
 * /admin/users/create: a new person, in a company or none yet. Once a company is chosen its own questions
 * follow the person's fields, required ones enforced by the server as in the organization's form; choosing
 * another company swaps the questions and keeps what was typed in the others.
 */
export function UserCreatePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = usersApi.useCreate();
  const [companyUuid, setCompanyUuid] = useState<string | null>(null);
  const company = companiesApi.useItem(companyUuid ?? undefined);
  const chosen = companyUuid ? company.data : undefined;
  return (
    <Stack gap="lg">
      <ListBreadcrumbs list={userList} current={t('admin.users.routes.create')} />
      <Title order={1}>{t('admin.users.routes.create')}</Title>
      <ReferenceSelect
        segment="companies"
        label={t('fields.company')}
        description={t('admin.users.company_description')}
        value={companyUuid}
        onChange={setCompanyUuid}
        data-testid="user-create-company"
      />
      {companyUuid && company.isPending && <LoadingState />}
      {companyUuid && company.isError && <ErrorPanel onRetry={() => company.refetch()} />}
      <ResourceForm
        schema={userContract.create}
        fields={[...personFields, ...(chosen ? customFieldFormFields(chosen, i18n.language) : [])]}
        fixedValues={companyUuid ? { company_id: companyUuid } : undefined}
        item={initial}
        submit={(payload) =>
          withCustomFieldErrors(() => create.mutateAsync(gatherCustomFields(payload) as never))
        }
        onSaved={(result) => navigate(userHref(result.item), { replace: true })}
        onCancel={() => navigate(userList.to)}
        submitLabelKey="resource.form.create"
      />
    </Stack>
  );
}
