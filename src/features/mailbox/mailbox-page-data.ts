/**
 * `/dev/caixa-de-entrada`'s declaration: the demo mailbox of the host's company, only while the demo keeps mail
 * there (src/server/deployment/deployment-mode.ts); anywhere else the page and its data route are a 404. No shell.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import type { MailboxMessage, TextMessageView } from '@/src/domain/pages/page-sources';

export const mailboxPage: PageDeclaration<{
  messages: MailboxMessage[] | null;
  /** The WhatsApp/SMS messages the demo keeps (issue 18: a company's clients are told); null when it keeps none. */
  textMessages: TextMessageView[] | null;
}> = {
  company: 'proxy',
  layout: null,
  namespaces: ['common', 'accounts'],
  headers: { 'Cache-Control': 'no-store' },
  async data(_request, { source }) {
    if (!(await source('demoMailbox'))) return { notFound: true };
    const [messages, textMessages] = await Promise.all([source('mailbox'), source('textMessages')]);
    return { props: { messages, textMessages } };
  },
};
