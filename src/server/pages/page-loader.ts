/**
 * The one server-side loader of every page (docs/notes-loader.md): a page's getServerSideProps is only
 *
 *   export const getServerSideProps = async (context) =>
 *     (await import('@/src/server/pages/page-loader')).loadPage(context, cartPage);
 *
 * and the page's declaration (src/domain/pages/page-declaration.ts) says what it needs. Per request the loader
 * does each of these at most once: the company (proxy or route), the session, the GraphQL context for the
 * operations run in process, the shell's query, the page's operations, and the translations (once per process in
 * production, src/server/pages/page-translations.ts); it answers the props, with the
 * operations' results in `__PAGE_DATA__` for `usePageQuery`.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Session } from 'next-auth';
import { resolveLocale } from '../../domain/locale';
import { PAGE_DATA_PROP } from '../../domain/pages/page-data-key';
import type {
  PageBaseProps,
  PageDeclaration,
  PageOutcome,
  PageRequest,
  PageSession,
} from '../../domain/pages/page-declaration';
import type { ContextSeed } from '../graphql/context';
import { cachedPage } from '../page-cache';
import { pageOperations } from './page-operations';
import { pageCompany, pageRequest } from './page-request';
import { pageSources } from './page-sources';
import { anonymousHeaders, pageUserOf, readSession, sessionHeaders } from './page-session';
import { catalogueVersionOf, pinCatalogue } from './pinned-catalogue';
import { isUnknownCompany, shellOutcome } from './page-shell';
import { pageTranslations } from './page-translations';

export type LoadedPage<P> = GetServerSidePropsResult<PageBaseProps & P>;

export async function loadPage<P extends object>(
  context: GetServerSidePropsContext,
  page: PageDeclaration<P>,
): Promise<LoadedPage<P>> {
  const company = pageCompany(context, page.company);
  if (!company) return { notFound: true };
  const request = pageRequest(context, company);
  if (page.accept && !page.accept(request)) return { notFound: true };
  for (const [name, value] of Object.entries(page.headers ?? {})) context.res?.setHeader(name, value);
  if (page.cache === 'private') context.res?.setHeader('Cache-Control', 'private, no-store');
  if (page.cache !== 'public') return render(context, page, request, null);
  const seed = await pinCatalogue(company);
  return cachedPage<PageBaseProps & P>(context, () => render(context, page, request, seed), catalogueVersionOf(seed));
}

async function render<P extends object>(
  context: GetServerSidePropsContext,
  page: PageDeclaration<P>,
  request: PageRequest,
  seed: ContextSeed | null,
): Promise<LoadedPage<P>> {
  const { company } = request;
  const locale = resolveLocale(context.locale);
  const session: Session | null = page.session ? await readSession(context.req, context.res) : null;
  // A public page is rendered as for a stranger, whoever asks: it is one entry of the page cache for everyone, so
  // nothing of the requester (viewer, client id) may reach it (src/server/page-cache.ts).
  const headers = page.session
    ? sessionHeaders(context.req.headers, session)
    : page.cache === 'public'
      ? anonymousHeaders(context.req.headers)
      : context.req.headers;
  const operations = pageOperations({ headers, locale, seed });
  // Under way while the session's rule and the page's own operations run.
  const shell = page.layout ? shellOutcome(operations.query(page.layout, { company })) : Promise.resolve('found');
  shell.catch(() => undefined); // observed below; this keeps an early failure from counting as unhandled meanwhile

  let pageSession: PageSession | null = null;
  if (page.session) {
    const flag = await operations.query(page.session.requiredAuth, { company }).catch((error: unknown) => {
      if (isUnknownCompany(error)) return null;
      throw error;
    });
    pageSession = { user: pageUserOf(session), requiredAuth: flag?.catalog?.requiredAuth ?? false };
    const target = page.session.guard?.(pageSession, request);
    if (target)
      return (await shell) === 'unknown' ? { notFound: true } : { redirect: { destination: target, permanent: false } };
  }

  const tools = {
    query: operations.query,
    source: pageSources({ req: context.req, session, company, locale: context.locale }),
    session: pageSession,
  };
  const own: Promise<PageOutcome<P>> = page.data
    ? page.data(request, tools).catch((error: unknown) => {
        // An operation answering that this host does not reach the company: the page does not exist here.
        if (isUnknownCompany(error)) return { notFound: true };
        throw error;
      })
    : Promise.resolve({ props: {} as P });
  const [outcome, found] = await Promise.all([own, shell]);
  if (found === 'unknown') return { notFound: true };
  if (!('props' in outcome)) return outcome;
  if (outcome.status && context.res) context.res.statusCode = outcome.status;
  const translations = await pageTranslations(context.locale ?? 'pt-BR', page.namespaces);
  const props: PageBaseProps & P = {
    company,
    origin: request.origin,
    ...outcome.props,
    [PAGE_DATA_PROP]: operations.results(),
  };
  return { props: { ...props, ...translations } };
}
