/**
 * Which Chromium the end-to-end tests drive. Browser downloads (`playwright install`) do not work here, so:
 * Debian's Chromium when it is installed, else the one inside the npm package `@sparticuz/chromium` (a
 * headless shell, unpacked into the temporary folder on first use), so that `npm install && npm test` is the
 * whole set-up on a machine with nothing but Node.
 *
 *   CHROMIUM_PATH=/path/to/chrome   that binary
 *   E2E_CHROMIUM=npm                the npm package's even when Debian's is installed (to test the fallback)
 *   E2E_CHROMIUM=debian             Debian's, or an error saying it is missing
 */
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'npm';

/** The environment read here (process.env by default): CHROMIUM_PATH and E2E_CHROMIUM. */
export type ChromiumEnv = Readonly<Record<string, string | undefined>>;

export interface ChromiumChoice {
  source: ChromiumSource;
  executablePath: string;
}

/** Picks the source from the environment and what is installed; throws on a value it does not know. */
export function chooseChromiumSource(
  env: ChromiumEnv = process.env,
  debianInstalled = existsSync(DEBIAN_CHROMIUM),
): ChromiumSource {
  if (env.CHROMIUM_PATH) return 'CHROMIUM_PATH';
  const wanted = env.E2E_CHROMIUM ?? '';
  if (wanted === 'npm') return 'npm';
  if (wanted === 'debian') {
    if (!debianInstalled)
      throw new Error(`E2E_CHROMIUM=debian, but ${DEBIAN_CHROMIUM} is missing (apt-get install chromium)`);
    return 'debian';
  }
  if (wanted !== '' && wanted !== 'auto') throw new Error(`E2E_CHROMIUM=${wanted}: expected npm, debian or auto`);
  return debianInstalled ? 'debian' : 'npm';
}

/** The binary to launch; for the npm package this unpacks it (a few seconds, once per machine). */
export async function resolveChromium(env: ChromiumEnv = process.env): Promise<ChromiumChoice> {
  const source = chooseChromiumSource(env);
  if (source === 'CHROMIUM_PATH') return { source, executablePath: env.CHROMIUM_PATH ?? '' };
  if (source === 'debian') return { source, executablePath: DEBIAN_CHROMIUM };
  const { default: chromium } = await import('@sparticuz/chromium');
  return { source, executablePath: await chromium.executablePath() };
}

/**
 * Flags for either build. As root Chromium needs --no-sandbox; on this closed network the background
 * services (component updates, sync, safe-browsing lists) would each fail to connect at every start.
 * mercado.test stands for a company's custom domain: Chromium resolves it to loopback.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--host-resolver-rules=MAP mercado.test 127.0.0.1',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
