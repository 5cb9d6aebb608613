/**
 * The security headers of every answer (pages, API routes, static files, 404s): applied to all paths by
 * next.config.ts `headers()` with the build's settings, and again by proxy.ts for pages with the running server's
 * settings and the company's tag manager (a header the proxy sets replaces next.config's).
 */
import { contentSecurityPolicy, cspSettingsFromEnv, type CspOptions } from './content-security-policy';

export interface Header {
  key: string;
  value: string;
}

/** Two years, with subdomains: every company host is a subdomain of the root or its own domain. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Powerful features nothing here uses are switched off; payment stays with our own pages (and Stripe's frame). */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://js.stripe.com")';

/** The headers every answer carries, Strict-Transport-Security aside (it depends on the request's protocol). */
export function securityHeaders(env: NodeJS.ProcessEnv, options: CspOptions = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(cspSettingsFromEnv(env, options)) },
    // A page whose address carries a secret sends no Referer at all, to anyone (its own requests and links too).
    { key: 'Referrer-Policy', value: options.secretUrl ? 'no-referrer' : 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/**
 * Whether the browser reached us over HTTPS: the URL's own scheme, or X-Forwarded-Proto from the proxy in front
 * (HSTS over plain HTTP is ignored by browsers, so a forged header gains nothing).
 */
export function isHttpsRequest(protocol: string, forwardedProto: string | null | undefined): boolean {
  if (protocol === 'https:' || protocol === 'https') return true;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The headers for one request: the common ones, and HSTS behind HTTPS. */
export function securityHeadersFor(
  request: { protocol: string; forwardedProto?: string | null },
  env: NodeJS.ProcessEnv,
  options: CspOptions = {},
): Header[] {
  const headers = securityHeaders(env, options);
  if (isHttpsRequest(request.protocol, request.forwardedProto))
    headers.push({ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY });
  return headers;
}
