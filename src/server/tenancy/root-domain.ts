/** ROOT_DOMAIN, the one setting host parsing and published addresses share (its own file: both tenant.ts and public-origin.ts read it). */
type Env = Partial<Record<string, string | undefined>>;

/** ROOT_DOMAIN, or the demo's `localhost:{PORT}`; lower-case, with its port if it has one. */
export function rootDomain(env: Env = process.env): string {
  return (env.ROOT_DOMAIN?.trim() || `localhost:${env.PORT || 3000}`).toLowerCase();
}
