import { userBookContract } from '@academy/contracts/entities/book';
import { and, eq, sql } from 'drizzle-orm';
import { books } from '../../db/schema/content.ts';
import { userBooks } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/tenancy.ts';
import { fieldError } from '../../platform/http/http-error.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { qualified } from '../../platform/resource/qualified.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { resolveReference } from '../../platform/resource/references.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { userBookPolicy, userBooksInView } from './user-books.policy.ts';

export const userBookResource = defineResource(userBookContract, {
  table: userBooks,
  policy: userBookPolicy,
  label: { en: 'Book access', nb: 'Boktilgang' },
  header: (row) => row.book_name ?? '',
  computed: {
    book_name: sql<string>`(select ${books.name} from ${books} where ${books.id} = ${qualified(userBooks.book_id)})`,
  },
  hidden: ['book_name'],
  visibility: userBooksInView,
  sorts: { end_date: userBooks.end_date, created_at: userBooks.created_at },
  defaultSort: '-created_at',
  filters: {
    user: (value) => referenceFilter(userBooks.user_id, users, value),
    book: (value) => referenceFilter(userBooks.book_id, books, value),
  },
  relations: {
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary('users', 'user', (row) => `${row.first_name} ${row.last_name}`),
    }),
    book: belongsTo(books, 'book_id', { always: true, pick: summary('books', 'book', (row) => row.name) }),
  },
  create: {
    async prepare(input, context) {
      const userId = await resolveReference(context, users, input.user_id, 'user_id');
      const bookId = await resolveReference(context, books, input.book_id, 'book_id');
      const [existing] = await context.db
        .select({ id: userBooks.id })
        .from(userBooks)
        .where(and(eq(userBooks.user_id, userId), eq(userBooks.book_id, bookId)));
      if (existing) throw fieldError('book_id', 'validation.invalid_value');
      return { user_id: userId, book_id: bookId, end_date: input.end_date ?? null };
    },
  },
  update: {},
  writeRelations: ['user-books', 'books'],
});
