/**
 * The messaging adapter's choice and the demo outbox's gate: the outbox only in a demo without a provider; a real
 * deployment without one sends nothing (never parks messages nobody reads); Twilio (its HTTP call mocked, the
 * outside service) gets the WhatsApp prefix and basic auth.
 */
import { describe, expect, it, vi } from 'vitest';
import { demoMessageOutboxEnabled } from '@/src/server/deployment/deployment-mode';
import { createMessageSender, twilioSender } from '@/src/server/messaging/message-sender';
import type { DbOrTx } from '@/src/server/db/engine';

const db = {} as DbOrTx;

describe('messaging adapter', () => {
  it('the demo outbox is open only in a demo without a provider', () => {
    expect(demoMessageOutboxEnabled({})).toBe(true);
    expect(demoMessageOutboxEnabled({ ROOT_DOMAIN: 'shop.localhost:3000' })).toBe(true);
    expect(demoMessageOutboxEnabled({ ROOT_DOMAIN: 'loja.com.br' })).toBe(false);
    expect(demoMessageOutboxEnabled({ MESSAGING_PROVIDER: 'twilio' })).toBe(false);
  });

  it('chooses the outbox, Twilio, or nothing', async () => {
    expect(createMessageSender(db, {}).kind).toBe('outbox');
    const real = createMessageSender(db, { ROOT_DOMAIN: 'loja.com.br' });
    expect(real.kind).toBe('unavailable');
    expect(await real.send({ to: '+5511912345678', channel: 'sms', text: 'x', companyId: null })).toBe(false);
    const twilio = {
      MESSAGING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1555',
    };
    expect(createMessageSender(db, { ...twilio, ROOT_DOMAIN: 'loja.com.br' }).kind).toBe('twilio');
  });

  it('Twilio (HTTP mocked) gets a WhatsApp message with basic auth', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    const sender = twilioSender({ sid: 'AC1', token: 'secret', from: '+15550001111' }, fetcher as typeof fetch);
    expect(await sender.send({ to: '+5511912345678', channel: 'whatsapp', text: 'Olá', companyId: null })).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect((init.body as URLSearchParams).get('To')).toBe('whatsapp:+5511912345678');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${btoa('AC1:secret')}`);
  });
});
