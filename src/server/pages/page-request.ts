/** The request as a page declaration sees it (src/domain/pages/page-declaration.ts), built once per render. */
import type { GetServerSidePropsContext } from 'next';
import type { PageDeclaration, PageRequest } from '../../domain/pages/page-declaration';
import { proxiedCompany, requestOrigin } from './request-origin';

/** The page's company: the proxy's `x-company`, or the route's `[company]` segment; null is a 404. */
export function pageCompany(context: GetServerSidePropsContext, from: PageDeclaration['company']): string | null {
  if (from === 'proxy') return proxiedCompany(context.req.headers);
  const company = context.params?.company;
  return typeof company === 'string' && company ? company : null;
}

export function pageRequest(context: GetServerSidePropsContext, company: string): PageRequest {
  const resolvedUrl = context.resolvedUrl ?? context.req.url ?? '/';
  return {
    company,
    params: context.params ?? {},
    query: context.query ?? {},
    locale: context.locale,
    defaultLocale: context.defaultLocale,
    resolvedUrl,
    url: context.req.url ?? resolvedUrl,
    origin: requestOrigin(context.req.headers),
  };
}
