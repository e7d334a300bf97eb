import { and, eq } from 'drizzle-orm';
import { companyBooks, userBooks } from '../../db/schema/learning.ts';
import { demo, foundRow, handbook, insertedRow, isolationEntries, ref } from '../../test/isolation-matrix.ts';

/** Company isolation of the books module's resources: the rows of Nordlys that Fjord's people must not reach. */
export const isolation = isolationEntries([
  {
    segment: 'company-books',
    row: "Nordlys's handbook (English)",
    why: 'A company’s books are read by its members acting in it and its managers; granted by admins.',
    owner: 'multiInNordlys',
    privateRow: async () =>
      foundRow(
        companyBooks,
        and(
          eq(companyBooks.company_id, demo.nordlys.id),
          eq(companyBooks.book_id, (await handbook()).book.id),
        ),
      ),
    patch: { end_date: '2000-01-01' },
    crossCreates: async () => [
      { payload: { company_id: demo.fjord.id, book_id: (await handbook()).book.id } },
    ],
  },
  {
    segment: 'books',
    row: 'a chapter of the handbook',
    why: 'A chapter is readable only by those who hold its book: Nordlys holds it, Fjord does not.',
    owner: 'multiInNordlys',
    // Not catalogued: a book's children and a block's knowledge-base links name a chapter only to those who
    // may open it (issue 9 point 7), so its uuid must appear nowhere Fjord reads.
    privateRow: async () => ref((await handbook()).chapter),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'books',
    row: 'the handbook itself (the catalogue entry)',
    why: 'Top-level books are the tenant’s catalogue: everyone reads them, only administrators change them.',
    owner: 'admin',
    tenantWide: true,
    privateRow: async () => ref((await handbook()).book),
    patch: { name: 'Hijacked' },
  },
  {
    segment: 'user-books',
    row: "learner@'s personal copy of the handbook",
    why: 'A personal purchase is read by its owner and managed by admins only.',
    owner: 'learner',
    privateRow: async () =>
      insertedRow(userBooks, {
        tenant_id: demo.tenantId,
        user_id: demo.user('learner').id,
        book_id: (await handbook()).book.id,
      }),
    patch: { end_date: '2000-01-01' },
    crossCreates: async () => [
      { payload: { user_id: demo.user('learner').id, book_id: (await handbook()).chapter.id } },
    ],
  },
]);
