/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set. Without it, the demo keeps every message in the
 * outbox table (mail_outbox), which the demo mailbox page (/dev/caixa-de-entrada) lists; a real deployment has no
 * mailbox (src/server/deployment/deployment-mode.ts), so there sending is refused with MailUnavailableError and
 * the user is told (MAIL_UNAVAILABLE) — never a message lost in silence or parked in a table nobody reads.
 */
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/engine';
import { mailOutbox } from '../db/schema';
import { demoMailboxEnabled } from '../deployment/deployment-mode';
import type { RenderedMail } from './templates/render';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The company whose host the request came to; its mailbox lists the message. */
  companyId: string | null;
}

export interface Mailer {
  /** `unavailable`: a real deployment without SMTP_URL, where every send is refused. */
  readonly kind: 'smtp' | 'outbox' | 'unavailable';
  send(mail: OutgoingMail): Promise<void>;
}

/** A message that could not be sent: no way to send mail here, or the SMTP server refused or failed. */
export class MailUnavailableError extends Error {
  readonly code = 'MAIL_UNAVAILABLE';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'MailUnavailableError';
  }
}

/** True when mail really leaves the machine. */
export function smtpConfigured(env = process.env): boolean {
  return Boolean(env.SMTP_URL?.trim());
}

/** How this installation sends mail: `smtp`, the demo mailbox, or not at all (a real deployment without SMTP_URL). */
export function mailTransport(env = process.env): Mailer['kind'] {
  if (smtpConfigured(env)) return 'smtp';
  return demoMailboxEnabled(env) ? 'outbox' : 'unavailable';
}

export function outboxMailer(db: DbOrTx): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insert(mailOutbox)
        .values({ companyId: mail.companyId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        throw new MailUnavailableError(`SMTP refused the message: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

/** A real deployment without SMTP_URL: nothing is sent and nothing is kept. */
export function unavailableMailer(): Mailer {
  return {
    kind: 'unavailable',
    async send() {
      throw new MailUnavailableError('No SMTP_URL: this deployment sends no mail.');
    },
  };
}

export function createMailer(db: DbOrTx, env = process.env): Mailer {
  const url = env.SMTP_URL?.trim();
  if (url) return smtpMailer(url, env.MAIL_FROM?.trim() || 'Storefront <no-reply@localhost>');
  return demoMailboxEnabled(env) ? outboxMailer(db) : unavailableMailer();
}
