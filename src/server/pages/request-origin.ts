/** Who a page request is for, as the proxy named it: its company and its address (src/server/pages/page-request.ts). */

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
