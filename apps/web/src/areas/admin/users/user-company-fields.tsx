import type { User } from '@academy/contracts/entities/user';
import { useTranslation } from 'react-i18next';
import { companiesApi } from '../../../api/resources/companies.ts';
import { UserCustomFields } from '../../../components/custom-user-fields/user-custom-fields.tsx';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';

/**
 * The person's answers to one of their companies' custom user fields (issue 21 §5) on the administrator's user
 * page: the company's definitions are read from the company itself (the user's item names its companies only in
 * short), and the answers are changed as the organization changes them — the server enforces required ones.
 * Nothing shows for a company that asks no questions.
 */
export function UserCompanyFields(props: { user: User; company: { id: number; header: string } }) {
  const { t } = useTranslation();
  const query = companiesApi.useItem(props.company.id);
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorPanel onRetry={() => query.refetch()} />;
  return (
    <UserCustomFields
      user={props.user}
      company={query.data}
      title={t('admin.users.custom_fields_title', { company: props.company.header })}
    />
  );
}
