/**
 * Loads the env files (.env.local, .env, and their .development/.production
 * variants, as Next does) into process.env, before anything reads a setting:
 * import it first in every script, `import './load-env';`.
 *
 * A variable set in the real environment wins over the files. Development
 * files are read for `--dev` (`npm run dev`) or NODE_ENV=development,
 * production ones otherwise; under NODE_ENV=test, .env.test* and not .env.local.
 * Next's server later asks @next/env again and gets this same result.
 */
import { loadEnvConfig } from '@next/env';

export const envDev = process.argv.includes('--dev') || process.env.NODE_ENV === 'development';

export const loadedEnvFiles = loadEnvConfig(process.cwd(), envDev, {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
}).loadedEnvFiles.map((file) => file.path);
