/**
 * Pure path mapping of the tenant proxy: which internal route serves a public path of a company.
 * The company-scoped public link shapes of docs/business-rules.md "Routes and link shapes" map onto the `/_company/…` routes;
 * every other path (login, cart, checkout, orders, service pages) passes through and reads the company
 * from the `x-company` request header the proxy sets.
 */
export function resolveTenantPath(pathname: string, company: string, customDomain?: string): string | null {
  if (pathname.startsWith('/_company/')) return null;
  const parts = pathname.split('/').filter(Boolean);
  const base = `/_company/${company}`;
  if (parts.length === 0) return base;
  const [head, a, b] = parts;
  if (head === 'loja' && a && parts.length <= 3) return b ? `${base}/${a}/${b}` : `${base}/${a}`;
  if (head === 'servico' && a && b && parts.length === 3) return `${base}/${a}/${b}`;
  if (head === 'blog' && parts.length <= 2) {
    const domain = customDomain ?? '_';
    return a ? `${base}/_domain/${domain}/blog/${a}` : `${base}/_domain/${domain}/blog`;
  }
  return null;
}
