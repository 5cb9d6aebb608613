/**
 * The loader of the statically regenerated pages (home, store, item; docs/notes-isr.md): Next renders them once
 * per path and keeps the HTML (src/server/pages/static-page-cache.mjs), regenerating a page in the background once it
 * is `STATIC_PAGE_REVALIDATE_S` old and never serving one older than `STATIC_PAGE_EXPIRE_S`. Such a page is
 *
 *   export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
 *   export const getStaticProps: GetStaticProps<Props> = async (context) =>
 *     (await import('@/src/server/pages/static-page-loader')).loadStaticPage(context, storePage);
 *
 * with the same declaration a server-rendered page has (`cache: 'public'`, no `session`). It renders as for a
 * stranger: there is no request, so nothing of any visitor can reach it. What the page's HTML depends on is all in
 * its path: the company and the address its links use are the `[company]` segment (src/server/tenancy/site-segment.ts),
 * the rest its route's segments and the locale.
 */
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next';
import type { PageBaseProps, PageDeclaration, PageRequest } from '../../domain/pages/page-declaration';
import { getDb } from '../db/client';
import { getDirectory } from '../tenancy/company-directory';
import { publicOrigin } from '../tenancy/public-origin';
import { tenantOfSegment } from '../tenancy/site-segment';
import type { Tenant } from '../tenancy/tenant';
import { renderPage } from './page-loader';
import { pinCatalogue } from './pinned-catalogue';
import { rememberCompany } from './static-pages';
import { STATIC_PAGE_REVALIDATE_S } from './static-page-times';

export async function loadStaticPage<P extends object>(
  context: GetStaticPropsContext,
  page: PageDeclaration<P>,
): Promise<GetStaticPropsResult<PageBaseProps & P>> {
  const revalidate = STATIC_PAGE_REVALIDATE_S;
  const tenant = tenantOfSegment(String(context.params?.company ?? ''));
  if (!tenant || !(await siteServes(tenant))) return { notFound: true, revalidate };
  const company = tenant.slug;
  const origin = publicOrigin(tenant);
  const request: PageRequest = {
    company,
    params: { ...context.params, company },
    query: {},
    locale: context.locale,
    defaultLocale: context.defaultLocale,
    // One render serves every address that maps onto this path: there is no one URL the visitor asked for.
    resolvedUrl: '',
    url: '',
    origin,
  };
  if (page.accept && !page.accept(request)) return { notFound: true, revalidate };
  const seed = await pinCatalogue(company);
  if (seed) rememberCompany(seed.snapshot.companyId, company);
  // The page's operations see the company's own host (its GraphQL context reads the tenant from it), nobody's cookie.
  const result = await renderPage(
    { locale: context.locale, headers: { host: new URL(origin).host } },
    page,
    request,
    seed,
  );
  if ('props' in result) return { props: await result.props, revalidate };
  return { ...result, revalidate };
}

/** A custom domain must be the company's own, and the bare root serves its default company only. */
async function siteServes(tenant: Exclude<Tenant, { kind: 'unknown' }>): Promise<boolean> {
  if (tenant.kind === 'subdomain') return true; // an unknown company is the shell's 404
  if (tenant.kind === 'root') return tenant.slug === (process.env.DEFAULT_COMPANY || 'aeroporto');
  return (await getDirectory(await getDb())).domains.get(tenant.domain) === tenant.slug;
}
