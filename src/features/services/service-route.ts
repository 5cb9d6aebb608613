/**
 * The segments of `/{service}[/{category}][/ref=…]`: the service slug, an optional category slug and an optional
 * trailing `ref=…` marker that campaign links add (it is accepted and ignored). Anything else is not a service page.
 */
export interface ServiceRoute {
  service: string;
  category: string | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const isRef = (segment: string) => segment.startsWith('ref=');

export function parseServiceRoute(segments: readonly string[]): ServiceRoute | null {
  const parts = [...segments];
  if (parts.length > 1 && isRef(parts[parts.length - 1]!)) parts.pop();
  if (parts.length < 1 || parts.length > 2 || !parts.every((part) => SLUG.test(part))) return null;
  return { service: parts[0]!, category: parts[1] ?? null };
}
