/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise every message is kept in the outbox
 * table (mail_outbox), which the development mailbox page (/dev/caixa-de-entrada) lists.
 */
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/engine';
import { mailOutbox } from '../db/schema';
import type { RenderedMail } from './templates/render';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The company whose host the request came to; its mailbox lists the message. */
  companyId: string | null;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** True when mail really leaves the machine; the mailbox page exists only otherwise. */
export function smtpConfigured(env = process.env): boolean {
  return Boolean(env.SMTP_URL?.trim());
}

export function outboxMailer(db: DbOrTx): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ companyId: mail.companyId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export function createMailer(db: DbOrTx, env = process.env): Mailer {
  const url = env.SMTP_URL?.trim();
  return url ? smtpMailer(url, env.MAIL_FROM?.trim() || 'Storefront <no-reply@localhost>') : outboxMailer(db);
}
