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
    const smtp = nodemailer.createTransport(config.smtpUrl);
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
