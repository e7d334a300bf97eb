import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** The tenant's support address (its settings), where answers to the mail go. */
  replyTo?: string;
  /**
   * The Message-ID, `<outbox uuid@sender's domain>` (mail-service.ts): the same on every attempt of one mail, so
   * a copy sent again after a crash between sending and recording is the same message to the receiving side.
   */
  messageId?: string;
};

/**
 * Delivers one mail; `path` is the .eml file when mail goes to disk, null when SMTP took it; `messageId` the
 * Message-ID the mail went out with (what a mail server's logs are searched by).
 */
export type MailTransport = {
  kind: 'smtp' | 'file';
  deliver(mail: OutgoingMail, fileName: string): Promise<{ path: string | null; messageId: string | null }>;
};

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer builds the very same message and it is written to
 * DATA_DIR/mail as an .eml file, so mail stays inspectable offline (DESIGN §2).
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    // Bounded waits: a mail server that stops answering fails the attempt (the job retries it later) instead
    // of holding a delivery worker, and a stopping process, for nodemailer's default ten minutes.
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async deliver(mail) {
        const info = await smtp.sendMail(mail);
        return { path: null, messageId: info.messageId ?? null };
      },
    };
  }
  const directory = join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async deliver(mail, fileName) {
      const info = await stream.sendMail(mail);
      await mkdir(directory, { recursive: true });
      const path = join(directory, `${fileName}.eml`);
      await writeFile(path, info.message as Buffer);
      return { path, messageId: info.messageId ?? null };
    },
  };
}
