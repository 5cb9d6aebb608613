/**
 * The named page data sources (src/domain/pages/page-sources.ts): server data a page needs that is not GraphQL.
 * A page asks for one through the loader (`tools.source(name)`), never by importing server code. Each reads the
 * session the loader already read; the modules behind them load on first use.
 */
import type { IncomingMessage } from 'node:http';
import type { Session } from 'next-auth';
import type { PageTools } from '../../domain/pages/page-declaration';
import type { PageSourceInput, PageSourceName, PageSourceOutput } from '../../domain/pages/page-sources';

/** What a source may know of the request. */
export interface SourceRequest {
  req: Pick<IncomingMessage, 'headers'>;
  /** The session the loader read (null: none, or the page declared no session). */
  session: Session | null;
  company: string;
  locale: string | undefined;
}

type Sources = {
  [K in PageSourceName]: (request: SourceRequest, ...input: PageSourceInput<K>) => Promise<PageSourceOutput<K>>;
};

/** A reset link's token is 32 random bytes in base64url (src/server/identity/local/reset-tokens.ts). */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const sources: Sources = {
  async demoMailbox() {
    return (await import('../deployment/deployment-mode')).demoMailboxEnabled();
  },

  async mailbox({ company, locale }) {
    try {
      const [{ getDb }, { outboxForSlug }] = await Promise.all([import('../db/client'), import('../mail/outbox')]);
      const format = new Intl.DateTimeFormat(locale ?? 'pt-BR', {
        dateStyle: 'short',
        timeStyle: 'medium',
        timeZone: 'America/Sao_Paulo',
      });
      return (await outboxForSlug(await getDb(), company)).map(({ createdAt, ...message }) => ({
        ...message,
        sentAt: format.format(new Date(createdAt)),
      }));
    } catch (error) {
      console.error('[mailbox]', error);
      return null;
    }
  },

  async textMessages({ company, locale }) {
    try {
      const [{ demoMessageOutboxEnabled }, { getDb }, { textOutboxForSlug }] = await Promise.all([
        import('../deployment/deployment-mode'),
        import('../db/client'),
        import('../messaging/text-outbox'),
      ]);
      if (!demoMessageOutboxEnabled()) return null;
      const format = new Intl.DateTimeFormat(locale ?? 'pt-BR', {
        dateStyle: 'short',
        timeStyle: 'medium',
        timeZone: 'America/Sao_Paulo',
      });
      return (await textOutboxForSlug(await getDb(), company)).map(({ createdAt, ...message }) => ({
        ...message,
        sentAt: format.format(createdAt),
      }));
    } catch (error) {
      console.error('[text outbox]', error);
      return null;
    }
  },

  async resetTokenOpen(_request, token) {
    if (!RESET_TOKEN.test(token)) return false;
    const [{ getDb }, { identityProvider }, { resetTokenIsOpen }] = await Promise.all([
      import('../db/client'),
      import('../identity/identity-provider'),
      import('../identity/local/reset-tokens'),
    ]);
    const db = await getDb();
    // Only the local provider's links can be looked at here; another provider's answer comes with the form's post.
    return identityProvider(db).kind !== 'local' || (await resetTokenIsOpen(db, token, new Date()));
  },

  async socialProviders() {
    const { authProviders } = await import('../identity/auth-providers');
    return authProviders()
      .filter((provider) => provider.type !== 'credentials')
      .map((provider) => ({ id: provider.id, name: provider.name }));
  },

  async accountOverview({ session }) {
    const userId = session?.user?.email ? session.user.id : undefined;
    if (!userId) return null;
    const [{ getDb }, { accountOverview }] = await Promise.all([
      import('../db/client'),
      import('../accounts/account-overview'),
    ]);
    return accountOverview(await getDb(), userId);
  },

  async staffOfCompany({ session, req }) {
    const { staffCompanyOf } = await import('../tracking/order-streams');
    return (await staffCompanyOf(session, req.headers.host)) !== null;
  },
};

export function pageSources(request: SourceRequest): PageTools['source'] {
  return <K extends PageSourceName>(name: K, ...input: PageSourceInput<K>) =>
    (sources[name] as (request: SourceRequest, ...input: PageSourceInput<K>) => Promise<PageSourceOutput<K>>)(
      request,
      ...input,
    );
}
