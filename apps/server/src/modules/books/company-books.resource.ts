import { companyBookContract } from '@academy/contracts/entities/book';
import { and, eq, sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import { companyBooks } from '../../db/schema/learning.ts';
import { companies } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { companyBookPolicy, companyBooksInView } from './company-books.policy.ts';

export const companyBookResource = defineResource(companyBookContract, {
  table: companyBooks,
  policy: companyBookPolicy,
  label: { en: 'Company book', nb: 'Bedriftsbok' },
  header: (row) => row.book_name ?? '',
  computed: {
    book_name: sql<string>`(select ${books.name} from ${books} where ${books.id} = ${qualified(companyBooks.book_id)})`,
  },
  hidden: ['book_name'],
  visibility: companyBooksInView,
  sorts: { end_date: companyBooks.end_date, created_at: companyBooks.created_at },
  defaultSort: '-created_at',
  filters: {
    company: (value) => referenceFilter(companyBooks.company_id, companies, value),
    book: (value) => referenceFilter(companyBooks.book_id, books, value),
  },
  relations: {
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
    book: belongsTo(books, 'book_id', { always: true, pick: summary('books', 'book', (row) => row.name) }),
  },
  create: {
    async prepare(input, context) {
      const companyId = await resolveReference(context, companies, input.company_id, 'company_id');
      const bookId = await resolveReference(context, books, input.book_id, 'book_id');
      const [existing] = await context.db
        .select({ id: companyBooks.id })
        .from(companyBooks)
        .where(and(eq(companyBooks.company_id, companyId), eq(companyBooks.book_id, bookId)));
      if (existing) throw fieldError('book_id', 'validation.invalid_value');
      return { company_id: companyId, book_id: bookId, end_date: input.end_date ?? null };
    },
  },
  update: {},
  writeRelations: ['company-books', 'books'],
});
