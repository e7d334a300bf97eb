import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessPasses,
  companyBooks,
  companyCourseGrants,
  companyCourses,
  enrollments,
  userBooks,
} from '../../db/schema/learning.ts';
import { type ReceiptGrantKind, receiptGrants } from '../../db/schema/payments.ts';
import { createEnrollments } from '../enrollments/index.ts';

/**
 * What a purchase gives, written row by row into the receipt's ledger (`receipt_grants`), so a refund takes
 * back exactly that: a row the purchase made is removed (an enrollment revoked, its pass expired), a row it
 * only extended gets its earlier end back. A purchase never shortens what the buyer already had.
 */

type Ledger = { tenantId: number; receiptId: number; tx: Executor };
type Entry = { kind: ReceiptGrantKind; targetId: number; created: boolean; previousEndDate: string | null };

async function record(ledger: Ledger, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await ledger.tx.insert(receiptGrants).values(
    entries.map((entry) => ({
      tenant_id: ledger.tenantId,
      receipt_id: ledger.receiptId,
      kind: entry.kind,
      target_id: entry.targetId,
      created: entry.created,
      previous_end_date: entry.previousEndDate,
    })),
  );
}

/** An end date to extend to: a row without an end, or ending on or after it, is left as it is. */
const extends_ = (current: string | null, endDate: string) => current !== null && current < endDate;

/** A personal purchase: the courses as the buyer's own enrollments in `companyId`, the books as user books. */
export async function givePersonally(
  ledger: Ledger,
  input: {
    userId: number;
    companyId: number;
    courseIds: number[];
    bookIds: number[];
    today: string;
    endDate: string;
    now: Date;
  },
): Promise<void> {
  const { tx, tenantId } = ledger;
  const entries: Entry[] = [];
  for (const courseId of input.courseIds) {
    const [live] = await tx
      .select({ id: enrollments.id, end_date: enrollments.end_date })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.tenant_id, tenantId),
          eq(enrollments.company_id, input.companyId),
          eq(enrollments.course_id, courseId),
          eq(enrollments.enrollable_type, 'user'),
          eq(enrollments.enrollable_id, input.userId),
          isNull(enrollments.revoked_at),
          sql`(${enrollments.end_date} is null or ${enrollments.end_date} >= ${input.today}::date)`,
        ),
      )
      .orderBy(sql`${enrollments.end_date} desc nulls first`)
      .limit(1)
      .for('update');
    if (live) {
      if (!extends_(live.end_date, input.endDate)) continue;
      await tx.update(enrollments).set({ end_date: input.endDate }).where(eq(enrollments.id, live.id));
      entries.push({ kind: 'enrollment', targetId: live.id, created: false, previousEndDate: live.end_date });
      continue;
    }
    const [id] = await createEnrollments(tx, tenantId, input.now, [
      {
        course_id: courseId,
        company_id: input.companyId,
        enrollable_type: 'user',
        enrollable_id: input.userId,
        start_date: input.today,
        end_date: input.endDate,
      },
    ]);
    entries.push({ kind: 'enrollment', targetId: id, created: true, previousEndDate: null });
  }
  for (const bookId of input.bookIds) {
    const entry = await giveBook(tx, tenantId, 'user_book', { ownerId: input.userId, bookId }, input.endDate);
    if (entry) entries.push(entry);
  }
  await record(ledger, entries);
}

/** A seat purchase: N more seats in the company's pool of each course, the books as company books. */
export async function giveSeats(
  ledger: Ledger,
  input: {
    companyId: number;
    seats: number;
    courseIds: number[];
    bookIds: number[];
    endDate: string;
    buyerId: number | null;
  },
): Promise<void> {
  const { tx, tenantId } = ledger;
  const entries: Entry[] = [];
  for (const courseId of input.courseIds) {
    const [pool] = await tx
      .select({ id: companyCourses.id, end_date: companyCourses.end_date })
      .from(companyCourses)
      .where(and(eq(companyCourses.company_id, input.companyId), eq(companyCourses.course_id, courseId)))
      .for('update');
    let poolId: number;
    if (pool) {
      poolId = pool.id;
      if (extends_(pool.end_date, input.endDate)) {
        await tx
          .update(companyCourses)
          .set({ end_date: input.endDate })
          .where(eq(companyCourses.id, pool.id));
        entries.push({
          kind: 'company_course',
          targetId: pool.id,
          created: false,
          previousEndDate: pool.end_date,
        });
      }
    } else {
      const [made] = await tx
        .insert(companyCourses)
        .values({
          tenant_id: tenantId,
          company_id: input.companyId,
          course_id: courseId,
          end_date: input.endDate,
          granted_by_id: input.buyerId,
        })
        .returning({ id: companyCourses.id });
      poolId = made.id;
      entries.push({ kind: 'company_course', targetId: poolId, created: true, previousEndDate: null });
    }
    const [grant] = await tx
      .insert(companyCourseGrants)
      .values({
        tenant_id: tenantId,
        company_course_id: poolId,
        source: 'purchase',
        seats: input.seats,
        end_date: input.endDate,
        granted_by_id: input.buyerId,
      })
      .returning({ id: companyCourseGrants.id });
    entries.push({ kind: 'seat_grant', targetId: grant.id, created: true, previousEndDate: null });
  }
  for (const bookId of input.bookIds) {
    const entry = await giveBook(
      tx,
      tenantId,
      'company_book',
      { ownerId: input.companyId, bookId },
      input.endDate,
    );
    if (entry) entries.push(entry);
  }
  await record(ledger, entries);
}

const bookTables = {
  user_book: { table: userBooks, owner: userBooks.user_id },
  company_book: { table: companyBooks, owner: companyBooks.company_id },
} as const;

/** A book for a person or a company until `endDate`, or the end of what they hold extended to it. */
async function giveBook(
  tx: Executor,
  tenantId: number,
  kind: 'user_book' | 'company_book',
  held: { ownerId: number; bookId: number },
  endDate: string,
): Promise<Entry | null> {
  const { table, owner } = bookTables[kind];
  const [existing] = await tx
    .select({ id: table.id, end_date: table.end_date })
    .from(table)
    .where(and(eq(owner, held.ownerId), eq(table.book_id, held.bookId)))
    .for('update');
  if (existing) {
    // An expired one starts again from today's purchase; a longer or open-ended one is left alone.
    if (!extends_(existing.end_date, endDate)) return null;
    await tx.update(table).set({ end_date: endDate }).where(eq(table.id, existing.id));
    return { kind, targetId: existing.id, created: false, previousEndDate: existing.end_date };
  }
  const values =
    kind === 'user_book'
      ? { tenant_id: tenantId, user_id: held.ownerId, book_id: held.bookId, end_date: endDate }
      : { tenant_id: tenantId, company_id: held.ownerId, book_id: held.bookId, end_date: endDate };
  const [made] = await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return { kind, targetId: made.id, created: true, previousEndDate: null };
}

/** Takes back what the receipt's ledger says it gave (a refund or a chargeback). */
export async function takeBack(tx: Executor, receiptId: number, now: Date): Promise<void> {
  const entries = await tx.select().from(receiptGrants).where(eq(receiptGrants.receipt_id, receiptId));
  const at = now.toISOString();
  const of = (kind: ReceiptGrantKind, created: boolean) =>
    entries.filter((entry) => entry.kind === kind && entry.created === created);

  const madeEnrollments = of('enrollment', true).map((entry) => entry.target_id);
  if (madeEnrollments.length) {
    // Revoked, not deleted: what the learner did meanwhile (their answers, a certificate) stays on record.
    await tx
      .update(enrollments)
      .set({ revoked_at: at, updated_at: at })
      .where(and(inArray(enrollments.id, madeEnrollments), isNull(enrollments.revoked_at)));
    await tx
      .update(accessPasses)
      .set({ expires_at: at, updated_at: at })
      .where(
        and(
          eq(accessPasses.issued_by_type, 'enrollment'),
          inArray(accessPasses.issued_by_id, madeEnrollments),
        ),
      );
  }
  for (const entry of of('enrollment', false))
    await tx
      .update(enrollments)
      .set({ end_date: entry.previous_end_date, updated_at: at })
      .where(eq(enrollments.id, entry.target_id));

  for (const kind of ['user_book', 'company_book'] as const) {
    const { table } = bookTables[kind];
    const made = of(kind, true).map((entry) => entry.target_id);
    if (made.length) await tx.delete(table).where(inArray(table.id, made));
    for (const entry of of(kind, false))
      await tx.update(table).set({ end_date: entry.previous_end_date }).where(eq(table.id, entry.target_id));
  }

  const grants = of('seat_grant', true).map((entry) => entry.target_id);
  if (grants.length) await tx.delete(companyCourseGrants).where(inArray(companyCourseGrants.id, grants));
  for (const entry of entries.filter((e) => e.kind === 'company_course')) {
    // The pool keeps the reach of the grants still in it (another purchase, the admin's); an emptied pool the
    // purchase made goes, an extended one ends as it did before, unless a remaining grant runs longer.
    const [left] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        open: sql<boolean>`coalesce(bool_or(${companyCourseGrants.end_date} is null), false)`,
        last: sql<string | null>`max(${companyCourseGrants.end_date})::text`,
      })
      .from(companyCourseGrants)
      .where(eq(companyCourseGrants.company_course_id, entry.target_id));
    if (entry.created && Number(left.count) === 0) {
      await tx.delete(companyCourses).where(eq(companyCourses.id, entry.target_id));
      continue;
    }
    const restored = left.open
      ? null
      : ([entry.previous_end_date, left.last]
          .filter((d): d is string => d !== null)
          .sort()
          .at(-1) ?? null);
    await tx.update(companyCourses).set({ end_date: restored }).where(eq(companyCourses.id, entry.target_id));
  }
}
