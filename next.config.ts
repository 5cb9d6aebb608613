import type { NextConfig } from 'next';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next-i18next reads the same CommonJS file at runtime
const { i18n } = require('./next-i18next.config.js');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  i18n,
  poweredByHeader: false,
  // Type-checking is its own CI step (npm run typecheck); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Server-only packages that must not be bundled (native addons, WASM, dynamic requires).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', '@node-rs/argon2', 'nodemailer'],
  // Per-host sitemap and robots are API routes (they read the Host themselves, like /api/gtm): docs/decisions.md
  // "Sitemap and robots". `locale: false` keeps the i18n prefixes off these two addresses.
  async rewrites() {
    return [
      { source: '/sitemap.xml', destination: '/api/seo/sitemap', locale: false },
      { source: '/robots.txt', destination: '/api/seo/robots', locale: false },
    ];
  },
  modularizeImports: {
    '@mui/icons-material': { transform: '@mui/icons-material/{{member}}' },
  },
};

export default nextConfig;
