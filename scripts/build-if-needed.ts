import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The env files too: NEXT_PUBLIC_* values are inlined into the bundle at build time.
const SOURCES = [
  'pages',
  'src',
  'locales',
  'public',
  'proxy.ts',
  'next.config.ts',
  'next-i18next.config.js',
  'package.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Builds the production bundle when it is missing or older than any source file. */
export function buildIfNeeded(root = process.cwd()): void {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding…' : 'No production build yet: building (about 30 s)…',
  );
  execSync('npx next build', { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
