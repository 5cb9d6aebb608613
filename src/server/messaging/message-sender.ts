/**
 * The messaging adapter (issue 18, point 7): WhatsApp or SMS to a client. A real provider is chosen by settings
 * (MESSAGING_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM); without one, the demo keeps
 * every message in message_outbox, which its outbox page lists; a real deployment without a provider sends nothing
 * and says so (kind `unavailable`), like the mailer.
 */
import type { DbOrTx } from '../db/engine';
import { messageOutbox } from '../db/schema';
import { demoMessageOutboxEnabled } from '../deployment/deployment-mode';

export type MessageChannel = 'whatsapp' | 'sms';

export interface OutgoingMessage {
  /** E.164. */
  to: string;
  channel: MessageChannel;
  text: string;
  companyId: string | null;
}

export interface MessageSender {
  readonly kind: 'outbox' | 'twilio' | 'unavailable';
  /** False when the message could not leave (no provider, or the provider refused). */
  send(message: OutgoingMessage): Promise<boolean>;
}

export function outboxSender(db: DbOrTx): MessageSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(messageOutbox).values(message);
      return true;
    },
  };
}

/** Twilio's Messages API (WhatsApp numbers are written `whatsapp:+55…`). */
export function twilioSender(env: { sid: string; token: string; from: string }, fetcher = fetch): MessageSender {
  return {
    kind: 'twilio',
    async send(message) {
      const prefix = message.channel === 'whatsapp' ? 'whatsapp:' : '';
      const body = new URLSearchParams({ To: prefix + message.to, From: prefix + env.from, Body: message.text });
      const response = await fetcher(`https://api.twilio.com/2010-04-01/Accounts/${env.sid}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${env.sid}:${env.token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      return response.ok;
    },
  };
}

const unavailable: MessageSender = { kind: 'unavailable', send: async () => false };

export function createMessageSender(
  db: DbOrTx,
  env: Partial<Record<string, string | undefined>> = process.env,
): MessageSender {
  if (env.MESSAGING_PROVIDER === 'twilio' && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
    return twilioSender({ sid: env.TWILIO_ACCOUNT_SID, token: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM });
  return demoMessageOutboxEnabled(env) ? outboxSender(db) : unavailable;
}
