import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Locale } from '@academy/contracts/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { BulkJob, JobAttempt, Jobs } from '../jobs/jobs.ts';
import { transactionSql } from '../jobs/transaction-sql.ts';
import type { MailTemplate } from './mail-content.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { type RenderedMail, renderMail } from './render-mail.ts';

/** The sending module hands over its own template; `data` is checked against what that template needs. */
export type MailMessage<Data = unknown> = {
  tenantId: number;
  to: string;
  template: MailTemplate<Data>;
  locale: Locale;
  data: NoInfer<Data>;
  /**
   * The event the mail is about, e.g. `reminder:automatic:<enrollment>:<user>:7`: a second mail with the same
   * key in the tenant is not recorded or sent (never twice for the same event, whichever node asks).
   */
  idempotencyKey?: string;
  /**
   * The company the mail is sent for, when there is one: queued mails of one company take turns with other
   * companies' (jobs' fair order), so one company's 5,000 welcomes do not hold up another's. Without it the
   * mail takes turns as its tenant's.
   */
  companyId?: number;
};

export type MailResult = {
  id: number;
  uuid: string;
  status: 'queued' | 'sent' | 'failed';
  path: string | null;
  error: string | null;
  messageId: string | null;
  /** True when the idempotency key was already used: nothing new was recorded or sent. */
  duplicate: boolean;
};

/** A mail recorded for delivery by a job; `duplicate` when its idempotency key was already used. */
export type QueuedMail = { id: number; uuid: string; duplicate: boolean };

/** What became of one delivery attempt, for the module that sent the mail (its delivery log). */
export type MailOutcome = {
  outboxId: number;
  tenantId: number;
  template: string;
  /** The event key the mail was sent with, by which the sender finds its own record of it. */
  idempotencyKey: string | null;
  status: 'sent' | 'failed';
  messageId: string | null;
  error: string | null;
  /** No further attempt follows: the mail was sent, or its retries are used up. */
  final: boolean;
};
export type MailOutcomeListener = (outcome: MailOutcome) => Promise<void>;

export type MailService = {
  /** Renders, records in mail_outbox and delivers now. A failed delivery is recorded, not thrown. */
  send<Data>(message: MailMessage<Data>): Promise<MailResult>;
  /**
   * Records the mail as queued and leaves delivery (and its retries with back-off) to a job: on the urgent queue
   * when its template is urgent, else on the bulk queue in its company's turn (`companyId`). The outbox row and
   * the job are written in one transaction.
   */
  sendLater<Data>(message: MailMessage<Data>): Promise<QueuedMail>;
  /**
   * `sendLater` for many mails at once (a bulk action: an import's welcomes, a course's enrollment mails): the
   * outbox rows and their delivery jobs are written together in one transaction, a few statements per 500
   * mails instead of several per mail. One result per message, in order.
   */
  sendManyLater<Data>(messages: MailMessage<Data>[]): Promise<QueuedMail[]>;
  /**
   * Hears the outcome of every delivery attempt of a template's mails (call while the app is built). A
   * listener's failure is logged; it never makes the mail go out again.
   */
  onOutcome(template: string, listener: MailOutcomeListener): void;
};

/** The queue of bulk mail: welcomes, invitations, reminders, digests, completion mails. */
export const mailDeliveryJob = 'mail.deliver';
/** The queue of urgent mail (`MailTemplate.urgent`): its own workers, so bulk mail never stands in its way. */
export const urgentMailDeliveryJob = 'mail.deliver-urgent';
/**
 * How each process works the two queues. Bulk: 2 workers claiming 10 mails per fetch, so up to 20 deliveries
 * run at once (a mail server's latency, not the queue, sets the pace; many more would hit SMTP servers'
 * connection limits); its mails wait for the next poll (2 s) and are claimed ten at a time, not one fetch per
 * mail while thousands are being queued. Urgent: one worker, 5 per fetch, woken the moment a mail is queued.
 */
const bulkQueue = { batchSize: 10, workers: 2, wake: false };
const urgentQueue = { batchSize: 5, workers: 1 };
/**
 * The job carries the mail already rendered: job data is JSON, so it cannot carry the template, and the
 * engine keeps no list of templates to look one up by name. The reply-to address is read when the mail goes
 * (with its outbox row, in one statement); jobs queued before that carry it.
 */
type DeliveryJob = { outboxId: number; to: string; rendered: RenderedMail; replyTo?: string };

/** Mails written per statement by `sendManyLater`: well below PostgreSQL's 65,535 parameters a statement. */
const bulkChunk = 500;

type Routed = { tenantId: number; companyId?: number; template: { urgent?: boolean } };
const deliveryQueueOf = (message: Routed) =>
  message.template.urgent ? urgentMailDeliveryJob : mailDeliveryJob;
/** The mail's turn among companies' mails (jobs' fair order); a mail without a company takes its tenant's. */
const turnOf = (message: Routed) =>
  message.companyId === undefined ? `tenant:${message.tenantId}` : `company:${message.companyId}`;

/** The tenant's support address (decisions.md "Tenant settings"): answers to its mails go there. */
function supportAddress(tenantConfig: typeof tenants.$inferSelect.config | undefined): string | undefined {
  const address = tenantConfig?.support_email;
  return typeof address === 'string' && address.length > 0 ? address : undefined;
}

type ErrorLog = { error(details: object, message: string): void };

/**
 * One mail's Message-ID, from its outbox row: every attempt of the mail (a retry, a job run again after a crash
 * between the SMTP server's acceptance and the row's `sent`) goes out with the same id, so a second copy is
 * recognisably the same message (decisions.md "Mail delivery: what is guaranteed").
 */
export function messageIdFor(outboxUuid: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'academy.invalid';
  return `<${outboxUuid}@${domain}>`;
}

export type MailServiceOptions = {
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>;
  db: Database;
  jobs: Jobs;
  transport?: MailTransport;
  log?: ErrorLog;
};

type OutboxRow = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'uuid' | 'tenant_id' | 'template' | 'idempotency_key' | 'status' | 'path' | 'error' | 'message_id'
>;
const outboxColumns = {
  id: mailOutbox.id,
  uuid: mailOutbox.uuid,
  tenant_id: mailOutbox.tenant_id,
  template: mailOutbox.template,
  idempotency_key: mailOutbox.idempotency_key,
  status: mailOutbox.status,
  path: mailOutbox.path,
  error: mailOutbox.error,
  message_id: mailOutbox.message_id,
};

const resultOf = (row: OutboxRow, duplicate: boolean): MailResult => ({
  id: row.id,
  uuid: row.uuid,
  status: row.status,
  path: row.path,
  error: row.error,
  messageId: row.message_id,
  duplicate,
});

/**
 * Every mail leaves a mail_outbox row (DESIGN §2), whatever the transport and whether it worked. A mail that
 * names its event (`idempotencyKey`) is recorded once; the delivery job never sends a row that is already sent,
 * so a job retried after a crash does not mail anyone twice.
 */
export function createMailService({
  config,
  db,
  jobs,
  transport = createMailTransport(config),
  log = { error: (details, message) => console.error(message, details) },
}: MailServiceOptions): MailService {
  const listeners = new Map<string, MailOutcomeListener[]>();

  /** The new row, or the existing one (duplicate) when the event's key was already used. */
  async function record<Data>(
    message: MailMessage<Data>,
    subject: string,
  ): Promise<{ row: OutboxRow; duplicate: boolean }> {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        tenant_id: message.tenantId,
        to: message.to,
        subject,
        template: message.template.name,
        locale: message.locale,
        idempotency_key: message.idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [mailOutbox.tenant_id, mailOutbox.idempotency_key] })
      .returning(outboxColumns);
    if (row) return { row, duplicate: false };
    const [existing] = await db
      .select(outboxColumns)
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenant_id, message.tenantId),
          eq(mailOutbox.idempotency_key, message.idempotencyKey ?? ''),
        ),
      );
    return { row: existing, duplicate: true };
  }

  async function tell(row: OutboxRow, result: MailResult, final: boolean) {
    if (result.status === 'queued') return;
    const outcome: MailOutcome = {
      outboxId: row.id,
      tenantId: row.tenant_id,
      template: row.template,
      idempotencyKey: row.idempotency_key,
      status: result.status,
      messageId: result.messageId,
      error: result.error,
      final: final || result.status === 'sent',
    };
    for (const listener of listeners.get(row.template) ?? []) {
      try {
        await listener(outcome);
      } catch (error) {
        log.error({ err: error, outbox: row.uuid }, 'mail outcome listener failed');
      }
    }
  }

  async function replyAddress(tenantId: number): Promise<string | undefined> {
    const [tenant] = await db
      .select({ config: tenants.config })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return supportAddress(tenant?.config);
  }

  async function deliver(
    row: OutboxRow,
    to: string,
    rendered: RenderedMail,
    final: boolean,
    replyTo: string | undefined,
  ) {
    let result: MailResult;
    try {
      const mail = {
        from: config.mailFrom,
        to,
        ...rendered,
        ...(replyTo ? { replyTo } : {}),
        messageId: messageIdFor(row.uuid, config.mailFrom),
      };
      const { path, messageId } = await transport.deliver(mail, row.uuid);
      const sentAt = new Date().toISOString();
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          path,
          error: null,
          message_id: messageId,
          sent_at: sentAt,
          updated_at: sentAt,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, row.id));
      result = { ...resultOf(row, false), status: 'sent', path, error: null, messageId };
    } catch (caught) {
      const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 2000);
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          error,
          updated_at: new Date().toISOString(),
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, row.id));
      result = { ...resultOf(row, false), status: 'failed', path: null, error };
    }
    await tell(row, result, final);
    return result;
  }

  /**
   * One chunk of `sendManyLater`: the rows (one insert; a key already used is skipped, and its existing row
   * answered as a duplicate) and the jobs of the new ones (one insert per queue) in one transaction, so a mail is
   * never recorded without its job or queued without its row. Each row is given its uuid here, which is how the
   * inserted rows are matched to their messages. With the job engine off the mails go after the commit, inline.
   */
  async function recordAndQueue<Data>(messages: MailMessage<Data>[]): Promise<QueuedMail[]> {
    const prepared = messages.map((message) => ({
      message,
      uuid: randomUUID(),
      rendered: renderMail(message.template, message.locale, message.data),
    }));
    const queued = new Map<string, BulkJob<DeliveryJob>[]>();
    const { inserted, existing } = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(mailOutbox)
        .values(
          prepared.map(({ message, uuid, rendered }) => ({
            uuid,
            tenant_id: message.tenantId,
            to: message.to,
            subject: rendered.subject,
            template: message.template.name,
            locale: message.locale,
            idempotency_key: message.idempotencyKey ?? null,
          })),
        )
        .onConflictDoNothing({ target: [mailOutbox.tenant_id, mailOutbox.idempotency_key] })
        .returning(outboxColumns);
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      for (const { message, uuid, rendered } of prepared) {
        const row = byUuid.get(uuid);
        if (!row) continue;
        const queue = deliveryQueueOf(message);
        queued.set(queue, [
          ...(queued.get(queue) ?? []),
          { data: { outboxId: row.id, to: message.to, rendered }, group: turnOf(message) },
        ]);
      }
      if (jobs.running)
        for (const [queue, bulk] of queued) await jobs.enqueueMany(queue, bulk, { db: transactionSql(tx) });
      return {
        inserted: byUuid,
        existing: await keyedRows(
          tx,
          prepared.filter((p) => !byUuid.has(p.uuid)),
        ),
      };
    });
    if (!jobs.running) for (const [queue, bulk] of queued) await jobs.enqueueMany(queue, bulk);
    return prepared.map(({ message, uuid }) => {
      const row = inserted.get(uuid);
      if (row) return { id: row.id, uuid: row.uuid, duplicate: false };
      const found = existing.get(`${message.tenantId}:${message.idempotencyKey}`)!;
      return { id: found.id, uuid: found.uuid, duplicate: true };
    });
  }

  /** The rows that already hold the keys of mails not inserted (their events were mailed before). */
  async function keyedRows(tx: Executor, skipped: { message: { idempotencyKey?: string } }[]) {
    const found = new Map<string, OutboxRow>();
    const keys = [...new Set(skipped.map(({ message }) => message.idempotencyKey ?? ''))];
    if (keys.length === 0) return found;
    const rows = await tx
      .select(outboxColumns)
      .from(mailOutbox)
      .where(inArray(mailOutbox.idempotency_key, keys));
    for (const row of rows) found.set(`${row.tenant_id}:${row.idempotency_key}`, row);
    return found;
  }

  // A failed delivery throws inside the job so that pg-boss retries it (with back-off); the same outbox row is
  // reused, and a row already sent (a retry after a crash between sending and completing) is left alone.
  const deliveryJob = async ({ outboxId, to, rendered, replyTo }: DeliveryJob, attempt: JobAttempt) => {
    const [found] = await db
      .select({ ...outboxColumns, tenantConfig: tenants.config })
      .from(mailOutbox)
      .innerJoin(tenants, eq(tenants.id, mailOutbox.tenant_id))
      .where(eq(mailOutbox.id, outboxId));
    if (!found || found.status === 'sent') return;
    const { tenantConfig, ...row } = found;
    const result = await deliver(row, to, rendered, attempt.final, replyTo ?? supportAddress(tenantConfig));
    if (result.status === 'failed') throw new Error(`mail ${row.uuid} failed: ${result.error}`);
  };
  jobs.register<DeliveryJob>(mailDeliveryJob, deliveryJob, bulkQueue);
  jobs.register<DeliveryJob>(urgentMailDeliveryJob, deliveryJob, urgentQueue);

  return {
    async send(message) {
      const rendered = renderMail(message.template, message.locale, message.data);
      const { row, duplicate } = await record(message, rendered.subject);
      if (duplicate) return resultOf(row, true);
      return deliver(row, message.to, rendered, true, await replyAddress(message.tenantId));
    },
    async sendLater(message) {
      // The row and its delivery job in one transaction: a crash can leave neither without the other.
      const [queued] = await recordAndQueue([message]);
      return queued!;
    },
    async sendManyLater(messages) {
      const results: QueuedMail[] = [];
      for (let from = 0; from < messages.length; from += bulkChunk) {
        results.push(...(await recordAndQueue(messages.slice(from, from + bulkChunk))));
        // A turn for the event loop between chunks: on PGlite queries never wait for I/O, and the workers'
        // file writes and timers would otherwise wait for the last chunk.
        await nextTurn();
      }
      return results;
    },
    onOutcome(template, listener) {
      listeners.set(template, [...(listeners.get(template) ?? []), listener]);
    },
  };
}
