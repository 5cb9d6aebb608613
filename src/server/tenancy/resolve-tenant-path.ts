/**
 * Pure host → path mapping for the tenant proxy: `{company}.{rootDomain}` serves `/_company/{company}/…`.
 * Returns null when the request should pass through unchanged.
 */
export function resolveTenantPath(input: { host: string; pathname: string; rootDomain: string }): string | null {
  const host = input.host.toLowerCase();
  const root = input.rootDomain.toLowerCase();
  if (input.pathname.startsWith('/_company/')) return null;
  if (host === root || !host.endsWith(`.${root}`)) return null;
  const company = host.slice(0, -(root.length + 1));
  if (!/^[a-z0-9-]+$/.test(company)) return null;
  const rest = input.pathname === '/' ? '' : input.pathname;
  return `/_company/${company}${rest}`;
}
