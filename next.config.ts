import type { NextConfig } from 'next';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './src/server/security/security-headers';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-i18next reads the same CommonJS file at runtime
const { i18n } = require('./next-i18next.config.js');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  i18n,
  poweredByHeader: false,
  // No ETag: Next hashes every page's whole HTML for it, character by character (about a fortieth of an uncached
  // page's CPU), and a page's props carry its render time, so no two renders share an ETag and a 304 never comes
  // (docs/decisions.md "Speed: no ETag on pages").
  generateEtags: false,
  productionBrowserSourceMaps: process.env.PERF_SOURCE_MAPS === '1',
  // Type-checking is its own CI step (npm run typecheck); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages that must not be bundled (native addons, WASM, dynamic requires).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', '@node-rs/argon2', 'nodemailer'],
  // Bundled like @mui/material, so its CacheProvider and MUI's styled components share one @emotion/react: an
  // external (CommonJS) copy gave the server a second Emotion context, and its styles landed inside <body>.
  transpilePackages: ['@mui/material-nextjs'],
  // No rewrites here: any rewrite makes every page ship Next's client-side rewrite matcher (about 4 kB gzipped);
  // /sitemap.xml and /robots.txt reach their API routes through proxy.ts (docs/decisions.md "First-load JavaScript,
  // third pass").
  // Every answer (API routes, /_next files, public files, 404s) carries the security headers, with the settings of the
  // build; proxy.ts sets them again for pages from the running server's settings (docs/decisions.md "Security headers").
  async headers() {
    return [
      { source: '/:path*', locale: false, headers: securityHeaders(process.env) },
      // The build's own scripts and styles name nobody when they load more (a stylesheet's fonts): on a page whose
      // address carries a secret not even the stylesheet's address goes out as a Referer (docs/decisions.md "Trust: the HTTP surface").
      { source: '/_next/static/:path*', locale: false, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      {
        source: '/:path*',
        locale: false,
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
  // The browser's i18next is a small compatible one of ours (about 14 kB gzipped less in every page's first load);
  // the server renders with the real one, and tests/client/i18n/ proves both answer the same strings.
  turbopack: { resolveAlias: { i18next: { browser: './src/client/i18n/light-i18next.ts' } } },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
};

export default nextConfig;
