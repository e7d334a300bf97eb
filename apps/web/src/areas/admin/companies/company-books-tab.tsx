import type { Company } from '@academy/contracts/entities/company';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { companyBooksApi } from '../../../api/resources/given-books.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { GivenBooksTable } from '../given-books/given-books-table.tsx';

/** /admin/companies/:company/books: the books the company has (given here or bought), each with its last day. */
export function CompanyBooksTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  return (
    <GivenBooksTable
      api={companyBooksApi}
      filter={{ company: String(item.id) }}
      owner={{ company_id: item.uuid }}
      tableKey="admin-company-books"
      label={t('admin.given_books.company_title', { name: item.name })}
      note={t('admin.given_books.company_note')}
    />
  );
}
