/**
 * The server's signing secret (next-auth sessions and our short-lived ID tokens): NEXTAUTH_SECRET, or outside
 * production a random one generated once and kept in DATA_DIR, so sessions survive restarts with no set-up.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

export function serverSecret(env = process.env): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (cached) return cached;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error(
      'NEXTAUTH_SECRET must be set in production with a PostgreSQL server (every instance needs the same secret).',
    );
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || '.data');
  const file = path.join(/*turbopackIgnore: true*/ dir, 'secret');
  if (existsSync(file)) cached = readFileSync(file, 'utf8').trim();
  else {
    mkdirSync(dir, { recursive: true });
    cached = randomBytes(32).toString('base64url');
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
