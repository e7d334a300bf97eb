import type { Locale } from '@academy/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/tenancy.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Jobs } from '../jobs/jobs.ts';
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
};

export type MailResult = {
  id: number;
  uuid: string;
  status: 'sent' | 'failed';
  path: string | null;
  error: string | null;
};

export type MailService = {
  /** Renders, records in mail_outbox and delivers now. A failed delivery is recorded, not thrown. */
  send<Data>(message: MailMessage<Data>): Promise<MailResult>;
  /** Records the mail as queued and leaves delivery (and its retries) to a job. */
  sendLater<Data>(message: MailMessage<Data>): Promise<{ id: number; uuid: string }>;
};

export const mailDeliveryJob = 'mail.deliver';
/**
 * The job carries the mail already rendered: job data is JSON, so it cannot carry the template, and the
 * engine keeps no list of templates to look one up by name.
 */
type DeliveryJob = { outboxId: number; to: string; rendered: RenderedMail; replyTo?: string };

export type MailServiceOptions = {
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>;
  db: Database;
  jobs: Jobs;
  transport?: MailTransport;
};

/** Every mail leaves a mail_outbox row (DESIGN §2), whatever the transport and whether it worked. */
export function createMailService({
  config,
  db,
  jobs,
  transport = createMailTransport(config),
}: MailServiceOptions): MailService {
  async function record<Data>(message: MailMessage<Data>, subject: string) {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        tenant_id: message.tenantId,
        to: message.to,
        subject,
        template: message.template.name,
        locale: message.locale,
      })
      .returning({ id: mailOutbox.id, uuid: mailOutbox.uuid });
    return row;
  }

  /** The tenant's support address (decisions.md "Tenant settings"): answers to its mails go there. */
  async function replyAddress(tenantId: number): Promise<string | undefined> {
    const [tenant] = await db
      .select({ config: tenants.config })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const address = tenant?.config.support_email;
    return typeof address === 'string' && address.length > 0 ? address : undefined;
  }

  async function deliver(
    row: { id: number; uuid: string },
    to: string,
    rendered: RenderedMail,
    replyTo?: string,
  ): Promise<MailResult> {
    try {
      const mail = { from: config.mailFrom, to, ...rendered, ...(replyTo ? { replyTo } : {}) };
      const { path } = await transport.deliver(mail, row.uuid);
      const sentAt = new Date().toISOString();
      await db
        .update(mailOutbox)
        .set({ status: 'sent', path, error: null, sent_at: sentAt, updated_at: sentAt })
        .where(eq(mailOutbox.id, row.id));
      return { ...row, status: 'sent', path, error: null };
    } catch (caught) {
      const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 2000);
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error, updated_at: new Date().toISOString() })
        .where(eq(mailOutbox.id, row.id));
      return { ...row, status: 'failed', path: null, error };
    }
  }

  // A failed delivery throws inside the job so that pg-boss retries it; the same outbox row is reused.
  jobs.register<DeliveryJob>(mailDeliveryJob, async ({ outboxId, to, rendered, replyTo }) => {
    const [row] = await db
      .select({ id: mailOutbox.id, uuid: mailOutbox.uuid })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, outboxId));
    if (!row) return;
    const result = await deliver(row, to, rendered, replyTo);
    if (result.status === 'failed') throw new Error(`mail ${row.uuid} failed: ${result.error}`);
  });

  return {
    async send(message) {
      const rendered = renderMail(message.template, message.locale, message.data);
      const row = await record(message, rendered.subject);
      return deliver(row, message.to, rendered, await replyAddress(message.tenantId));
    },
    async sendLater(message) {
      const rendered = renderMail(message.template, message.locale, message.data);
      const row = await record(message, rendered.subject);
      const replyTo = await replyAddress(message.tenantId);
      await jobs.enqueue<DeliveryJob>(mailDeliveryJob, {
        outboxId: row.id,
        to: message.to,
        rendered,
        replyTo,
      });
      return row;
    },
  };
}
