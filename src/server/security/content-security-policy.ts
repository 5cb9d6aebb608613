/**
 * The Content-Security-Policy of every answer, built from the settings alone (pure: no request, no clock), so the
 * same text can be computed at build time for next.config.ts and per request in proxy.ts.
 *
 * Scripts: our own files, the build's inline bootstrap scripts by hash (./script-hashes.ts; `__NEXT_DATA__` and the
 * JSON-LD blocks are data, not run), plus the hosts of an enabled integration. Styles: 'unsafe-inline', because Emotion
 * (MUI) writes `<style>` tags at run time and the server-rendered HTML carries `style` attributes; a nonce would
 * make every page's HTML unique and defeat the shared HTML cache (docs/decisions.md "Security headers").
 */

import { firebaseConnectSources } from '../identity/firebase/connect-sources';

export interface CspSettings {
  /** `next dev`: React Refresh evaluates code, runs inline scripts and talks over a WebSocket. */
  dev: boolean;
  /** `'sha256-…'` sources of the inline scripts the build writes into pages. */
  scriptHashes: string[];
  /** A tag-manager container may load (an id in the settings or the company's own). */
  tagManager: boolean;
  /** Origins the sign-in forms may post or be redirected to (OpenID Connect issuer, Google). */
  formActions: string[];
  /** Origins the browser code may call (Firebase identity, its emulator, Stripe). */
  connect: string[];
  /** Origins of extra scripts (Stripe.js). */
  scripts: string[];
  /** Origins the page may frame (Stripe's card fields). */
  frames: string[];
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** Where a tag-manager container sends its measurements (Google's published list for GA4 through GTM). */
const TAG_MANAGER_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', TAG_MANAGER_ORIGIN];

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The policy's text: directives in a fixed order, sources de-duplicated. */
export function contentSecurityPolicy(settings: CspSettings): string {
  const gtm = settings.tagManager;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // In development the inline scripts change with every edit: allowed wholesale there (hashes would void it).
    [
      'script-src',
      [
        "'self'",
        ...(settings.dev ? ["'unsafe-eval'", "'unsafe-inline'"] : settings.scriptHashes),
        ...(gtm ? [TAG_MANAGER_ORIGIN] : []),
        ...settings.scripts,
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(gtm ? [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com'] : [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      ["'self'", ...(settings.dev ? ['ws:', 'wss:'] : []), ...(gtm ? TAG_MANAGER_CONNECT : []), ...settings.connect],
    ],
    ['frame-src', settings.frames.length > 0 ? ["'self'", ...settings.frames] : ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...settings.formActions]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** `https://host[:port]` of a URL setting; null when it is empty or not an http(s) URL. */
export function originOf(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const set = (value: string | undefined) => Boolean(value?.trim());

/**
 * The policy's settings from the environment (the same variables that switch each integration on, see
 * .env.example). `companyTagManager`: the company of the request has its own tag-manager id; `scriptHashes`: the
 * build's inline scripts.
 */
export interface CspOptions {
  companyTagManager?: boolean;
  scriptHashes?: string[];
  /**
   * The page's address carries a secret (src/domain/accounts/secret-url.ts): no tag manager and no third-party
   * script or frame, whatever is configured. Identity origins stay (the reset form may need Firebase).
   */
  secretUrl?: boolean;
}

export function cspSettingsFromEnv(env: NodeJS.ProcessEnv, options: CspOptions = {}): CspSettings {
  const formActions: string[] = [];
  const connect: string[] = [];
  const scripts: string[] = [];
  const frames: string[] = [];
  const oidc = set(env.OIDC_CLIENT_ID) && set(env.OIDC_CLIENT_SECRET) ? originOf(env.OIDC_ISSUER) : null;
  if (oidc) formActions.push(oidc);
  if (set(env.GOOGLE_CLIENT_ID) && set(env.GOOGLE_CLIENT_SECRET)) formActions.push('https://accounts.google.com');
  // The browser's Firebase SDK signs in with e-mail and password only: its REST origins, no Google frame or script.
  connect.push(...firebaseConnectSources(env));
  if (set(env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) && !options.secretUrl) {
    scripts.push('https://js.stripe.com');
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
  }
  return {
    dev: env.NODE_ENV === 'development',
    scriptHashes: options.scriptHashes ?? [],
    tagManager:
      !options.secretUrl &&
      (set(env.NEXT_PUBLIC_GTM_ID) || set(env.PARTNER_GTM_ID) || Boolean(options.companyTagManager)),
    formActions,
    connect,
    scripts,
    frames,
  };
}
