// Outgoing mail (docs/product/server-rules.md, Mail): SMTP when SMTP_URL is set; otherwise every mail is written as an
// .eml file into <data dir>/mail, and its path logged, so a person trying the product can read it.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './templates/layout';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when the outbox transport is used. */
  file: string | null;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from?: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'mail'
  );
}

export const DEFAULT_FROM = '"Oja Logistics" <no-reply@oja.local>';

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        const info = await transport.sendMail({ from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent by SMTP');
        return { messageId: info.messageId, file: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not for every mail (a busy order flow writes hundreds a minute); made again if it was removed.
  let outboxReady: Promise<unknown> | null = null;
  return {
    transport: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      outboxReady ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        outboxReady = null;
        throw error;
      });
      await outboxReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${slug(mail.subject)}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        outboxReady = mkdir(options.outboxDir, { recursive: true });
        await outboxReady;
        await writeFile(file, info.message);
      });
      options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
