/**
 * Runs the shell's query in a page's own Apollo client during `getServerSideProps`, so the top bar and footer are
 * server-rendered from the same cache the page sends to the browser. The client comes from the page (built with
 * the in-process link there), so this file never reaches server code.
 */
import type { ApolloClient } from '@apollo/client';
import type { LayoutCompany } from './layout-company';
import { LayoutDocument } from './layout.generated';

export async function loadLayout(client: ApolloClient, company: string): Promise<LayoutCompany | null> {
  const { data } = await client.query({ query: LayoutDocument, variables: { company } });
  return data?.company ?? null;
}

/**
 * The page's origin for its absolute links (canonical, hreflang, Open Graph): the company's configured address,
 * which the proxy names in `x-company-origin` (overwriting whatever the browser sent; src/server/tenancy/
 * public-origin.ts). Never X-Forwarded-Host or -Proto. Without the proxy (a test calling getServerSideProps) the
 * Host header alone, on the scheme its kind of host has.
 */
export function requestOrigin(headers: Record<string, string | string[] | undefined>): string {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const configured = first(headers['x-company-origin']);
  if (configured) return configured;
  const host = first(headers.host) ?? 'localhost';
  return `${/^(localhost|[^.]+\.localhost|127\.)/.test(host) ? 'http' : 'https'}://${host}`;
}

/**
 * The company of a page the proxy does not rewrite onto /_company/… (/carrinho, /parceiros, service pages): the
 * proxy names it in `x-company`, overwriting whatever the browser sent. Null when absent: the page is a 404.
 */
export function proxiedCompany(headers: Record<string, string | string[] | undefined>): string | null {
  const company = headers['x-company'];
  return typeof company === 'string' && company ? company : null;
}
