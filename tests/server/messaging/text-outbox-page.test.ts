/**
 * The demo mailbox page also lists the WhatsApp/SMS messages the demo keeps (issue 18: a company's clients are told
 * through the messaging adapter): the host company's only, newest first; none listed once a messaging provider is
 * set (they leave through it), and the page's mail still shown.
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { companies } from '@/src/server/db/schema';
import { outboxSender } from '@/src/server/messaging/message-sender';
import { getServerSideProps } from '@/pages/dev/caixa-de-entrada';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await openSeededDatabase();
  for (const row of await t.db.select().from(companies)) ids[row.slug] = row.id;
});
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  delete process.env.MESSAGING_PROVIDER;
});

interface Props {
  messages: unknown[] | null;
  textMessages: { to: string; channel: string; text: string; sentAt: string }[] | null;
}
const page = async (company: string) =>
  (await getServerSideProps({
    req: { headers: { 'x-company': company } },
    res: { setHeader: () => {} },
    locale: 'pt-BR',
    query: {},
    resolvedUrl: '/dev/caixa-de-entrada',
  } as unknown as GetServerSidePropsContext)) as { props: Props };

describe('WhatsApp and SMS in the demo mailbox', () => {
  it("lists the host company's messages only, newest first", async () => {
    const sender = outboxSender(t.db);
    await sender.send({ to: '+447700900123', channel: 'whatsapp', text: 'Hello, James!', companyId: ids.aeroporto });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sender.send({ to: '+5511987650001', channel: 'sms', text: 'Olá, Helena!', companyId: ids.aeroporto });
    await sender.send({ to: '+5511900000000', channel: 'whatsapp', text: 'Outra loja', companyId: ids.mercado });
    const { props } = await page('aeroporto');
    expect(props.textMessages?.map(({ to, channel, text }) => ({ to, channel, text }))).toEqual([
      { to: '+5511987650001', channel: 'sms', text: 'Olá, Helena!' },
      { to: '+447700900123', channel: 'whatsapp', text: 'Hello, James!' },
    ]);
    expect(props.textMessages?.[0].sentAt).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2}$/);
  });

  it('lists none once a messaging provider is set, and still shows the mail', async () => {
    process.env.MESSAGING_PROVIDER = 'twilio';
    const { props } = await page('aeroporto');
    expect(props.textMessages).toBeNull();
    expect(Array.isArray(props.messages)).toBe(true);
  });

  it('a company without messages gets an empty list', async () => {
    expect((await page('ninguem')).props.textMessages).toEqual([]);
  });
});
